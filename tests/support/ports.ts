/**
 * Every server the end-to-end tests start listens on loopback at an offset from E2E_PORT, so
 * two checkouts can run their suites side by side by choosing different E2E_PORT values.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/** The port of a test's own server: the site's production server is at offset 0. */
export function e2ePort(offset: number): number {
  return E2E_PORT + offset
}
