/**
 * Where browsers send what the Content-Security-Policy blocked: the site's own endpoint, named
 * by the policy's `report-uri`, and as the `csp` endpoint of its `report-to` (see
 * src/server/security-headers.ts). What a report holds: ./csp-violations.ts.
 */
export const CSP_REPORTS_PATH = '/api/csp-reports'

/** The name of the Reporting API endpoint the policy's `report-to` names. */
export const CSP_REPORTING_GROUP = 'csp'
