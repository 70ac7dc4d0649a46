/** The error pages' words: part of the contract (tests and monitoring look for them). */
export const NOT_FOUND_TITLE = 'This page could not be found'
export const HOME_LINK_LABEL = 'Go back to home'
export const ERROR_TITLE = 'Something went wrong'
export const SERVER_ERROR_MESSAGE =
  'We could not show this page right now. Please try again in a moment.'
export const RETRY_LABEL = 'Try again'
export const ERROR_REFERENCE_LABEL = 'Reference'
export const ERROR_PAGE_FAILED = 'An error occurred while showing the error page'
export const ERROR_FALLBACK_FAILED =
  'Unfortunately an error occurred and while showing the error page another error occurred'
