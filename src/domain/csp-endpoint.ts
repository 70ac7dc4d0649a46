/** The site's own endpoint for CSP reports, named by `report-uri` and `report-to`. */
export const CSP_REPORTS_PATH = '/api/csp-reports'

export const CSP_REPORTING_GROUP = 'csp'
