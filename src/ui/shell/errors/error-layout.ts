'use client'

import { useLayoutEffect } from 'react'
import { navigationsSettled } from '../progress/requests-in-flight'

/** While an error is shown, body[data-layout="error"]; the navigation that led here is over. */
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
