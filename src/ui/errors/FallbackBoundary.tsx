'use client'

import { Component, type ReactNode } from 'react'

interface FallbackBoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** Shows `fallback` when its children throw while rendering (it guards the error page itself). */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
