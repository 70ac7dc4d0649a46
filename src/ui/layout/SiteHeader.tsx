'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import type { InterfaceLabels, Navigation } from '@/domain/content/site-settings'
import { ButtonLink } from '../primitives/ButtonLink'
import { SmartLink } from '../primitives/SmartLink'
import styles from './SiteHeader.module.css'

interface SiteHeaderProps {
  navigation: Navigation
  siteTitle: string
  labels: InterfaceLabels
}

/**
 * The site's header: wordmark, main menu and call to action. On narrow screens the menu folds
 * behind a toggle; it closes on Escape and after every navigation.
 */
export function SiteHeader({ navigation, siteTitle, labels }: SiteHeaderProps) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [openedOn, setOpenedOn] = useState(pathname)
  const menuId = useId()

  // A navigation closes the menu: compare during render instead of syncing in an effect.
  if (openedOn !== pathname) {
    setOpenedOn(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <header className={styles.header} data-open={open || undefined}>
      <div className={styles.bar}>
        <NextLink href="/" className={styles.logo} aria-label={`${siteTitle}, home`}>
          {navigation.logo.label}
        </NextLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {open ? labels.closeMenu : labels.menu}
        </button>
        <nav id={menuId} className={styles.nav} aria-label={labels.menu}>
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
