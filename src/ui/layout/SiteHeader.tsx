'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { InterfaceLabels, Navigation } from '@/domain/content/site-settings'
import { ButtonLink } from '../primitives/ButtonLink'
import { SmartLink } from '../primitives/SmartLink'
import styles from './SiteHeader.module.css'
import { NATIVE_SCROLL_ATTRIBUTE } from '../effects/motion/settings'
import { useMenuDialog, type MenuState } from './useMenuDialog'

interface SiteHeaderProps {
  navigation: Navigation
  siteTitle: string
  labels: Pick<InterfaceLabels, 'menu' | 'closeMenu'>
}

/** Wordmark, menu and call to action; narrow, the menu is a popover that needs no script. */
export function SiteHeader({ navigation, siteTitle, labels }: SiteHeaderProps) {
  const pathname = usePathname()
  // Null until hydrated: till then the platform alone knows whether the popover is open.
  const [state, setState] = useState<MenuState | null>(null)
  const menuId = useId()
  const header = useRef<HTMLElement>(null)
  const menu = useRef<HTMLElement>(null)
  const close = useCallback(() => menu.current?.hidePopover(), [])
  useMenuDialog(state ?? 'closed', close, header)

  // Opened before the page was hydrated, the menu stays open and focus stays where it is.
  useEffect(() => setState(menu.current?.matches(':popover-open') ? 'found-open' : 'closed'), [])

  return (
    <header ref={header} className={styles.header}>
      <div className={styles.bar}>
        <SmartLink href="/" className={styles.logo} aria-label={siteTitle}>
          {navigation.logo.label}
        </SmartLink>
        <button
          type="button"
          className={styles.toggle}
          popoverTarget={menuId}
          aria-expanded={state === null ? undefined : state !== 'closed'}
          aria-controls={menuId}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {/* Both labels, one shown by the popover's state: right with or without scripts. */}
          <span className={styles.labelClosed}>{labels.menu}</span>
          <span className={styles.labelOpen}>{labels.closeMenu}</span>
        </button>
        <nav
          ref={menu}
          id={menuId}
          popover="auto"
          onToggle={(event) => setState(event.newState === 'open' ? 'opened' : 'closed')}
          // A link followed closes the menu (a phone's back button closes the popover itself).
          onClick={(event) => (event.target as Element).closest('a') && close()}
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
