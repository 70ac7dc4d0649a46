'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useId, useRef, useState } from 'react'
import type { InterfaceLabels, Navigation } from '@/domain/content/site-settings'
import { ButtonLink } from '../primitives/ButtonLink'
import { SmartLink } from '../primitives/SmartLink'
import styles from './SiteHeader.module.css'
import { NATIVE_SCROLL_ATTRIBUTE } from '../effects/motion/settings'
import { useMenuDialog } from './useMenuDialog'

interface SiteHeaderProps {
  navigation: Navigation
  siteTitle: string
  labels: Pick<InterfaceLabels, 'menu' | 'closeMenu'>
}

/** Wordmark, menu and call to action; narrow, the menu folds out as a modal (useMenuDialog). */
export function SiteHeader({ navigation, siteTitle, labels }: SiteHeaderProps) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [openedOn, setOpenedOn] = useState(pathname)
  const menuId = useId()
  const header = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useMenuDialog(open, close, header, toggle)

  // A navigation closes the menu: compare during render instead of syncing in an effect.
  if (openedOn !== pathname) {
    setOpenedOn(pathname)
    setOpen(false)
  }

  return (
    <header ref={header} className={styles.header} data-open={open || undefined}>
      <div className={styles.bar}>
        <SmartLink href="/" className={styles.logo} aria-label={siteTitle}>
          {navigation.logo.label}
        </SmartLink>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {open ? labels.closeMenu : labels.menu}
        </button>
        <nav
          id={menuId}
          className={styles.nav}
          aria-label={labels.menu}
          {...{ [NATIVE_SCROLL_ATTRIBUTE]: '' }}
        >
          <ul className={styles.menu}>
            {navigation.menu.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className={styles.menuLink}
                  aria-current={link.href === pathname ? 'page' : undefined}
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          {navigation.button ? (
            <ButtonLink link={navigation.button} className={styles.button} />
          ) : null}
        </nav>
      </div>
    </header>
  )
}
