'use client'

import { Component, type ErrorInfo, type ReactNode } from 'react'

interface FallbackBoundaryProps {
  fallback: ReactNode
  children: ReactNode
  onError?: (error: unknown, info: ErrorInfo) => void
}

/**
 * Shows `fallback` when its children throw while rendering. Used to guard the error page
 * itself: if the fallback throws too, the next boundary up takes over.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
