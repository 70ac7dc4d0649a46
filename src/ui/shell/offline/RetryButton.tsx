'use client'

/** Loads the address again: the page the visitor wanted, once the connection is back. */
export function RetryButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => location.reload()}>
      {label}
    </button>
  )
}
