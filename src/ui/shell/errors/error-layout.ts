'use client'

import { useLayoutEffect } from 'react'
import { navigationsSettled } from '../progress/requests-in-flight'

/**
 * While an error is shown, the site is in its error layout: body[data-layout="error"] keeps the
 * header and its navigation, hides the page's footer and gives the error the screen. A
 * navigation that ended in the error is over, so the progress bar finishes.
 */
export function useErrorLayout() {
  useLayoutEffect(() => {
    navigationsSettled()
    errorsShown++
    document.body.dataset.layout = 'error'
    return () => {
      // Another error page may already have taken this one's place.
      if (--errorsShown === 0) delete document.body.dataset.layout
    }
  }, [])
}

let errorsShown = 0
