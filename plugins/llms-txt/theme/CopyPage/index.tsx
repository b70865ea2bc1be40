import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { COPIED_STATE_MS, COPY_PAGE_TEXT as TEXT } from '../../copy-page-text';
import styles from './styles.module.css';

type Outcome = { kind: 'idle' } | { kind: 'copied'; message: string } | { kind: 'failed'; message: string };

class TwinUnavailable extends Error {}

/** Puts text on the clipboard; the text may still be loading, so the click's permission is kept while it does. */
async function writeClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * "Copy page" for a docs page: copies the page's Markdown twin (fetched only
 * when asked for), and a menu to open the twin or copy the llms.txt address.
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twinPath = `${permalink}.md`;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (outcome.kind !== 'copied') return undefined;
    const timer = window.setTimeout(() => setOutcome({ kind: 'idle' }), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const copy = async (text: Promise<string>, message: string) => {
    // Whether the text itself failed, told apart from the clipboard refusing it.
    const textFailed = text.then(
      () => false,
      () => true,
    );
    try {
      await writeClipboard(text);
      setOutcome({ kind: 'copied', message });
    } catch {
      setOutcome({ kind: 'failed', message: (await textFailed) ? TEXT.unavailable : TEXT.refused });
    }
  };

  const copyPage = () =>
    copy(
      fetch(twinPath).then((response) => {
        if (!response.ok) throw new TwinUnavailable(String(response.status));
        return response.text();
      }),
      TEXT.announceCopied,
    );

  const copyLlmsLink = () => {
    setOpen(false);
    toggle.current?.focus();
    void copy(Promise.resolve(`${siteConfig.url}${siteConfig.baseUrl}llms.txt`), TEXT.announceLinkCopied);
  };

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
    });
  };
  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key]! + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const label = outcome.kind === 'copied' ? TEXT.copied : outcome.kind === 'failed' ? TEXT.failed : TEXT.copy;
  return (
    <div className={styles.copyPage} ref={root}>
      <div className={styles.buttons}>
        <button type="button" className={styles.main} onClick={copyPage} data-state={outcome.kind}>
          {label}
        </button>
        <button
          type="button"
          ref={toggle}
          className={styles.toggle}
          aria-label={TEXT.menu}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? setOpen(false) : openMenu('first'))}
          onKeyDown={onToggleKey}
        >
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      {open && (
        <ul id={menuId} role="menu" aria-label={TEXT.menu} className={styles.menu} ref={menu} onKeyDown={onMenuKey}>
          <li role="none">
            <a role="menuitem" href={twinPath} className={styles.item} tabIndex={-1}>
              {TEXT.viewMarkdown}
            </a>
          </li>
          <li role="none">
            <button type="button" role="menuitem" className={styles.item} tabIndex={-1} onClick={copyLlmsLink}>
              {TEXT.copyLlmsLink}
            </button>
          </li>
        </ul>
      )}
      {outcome.kind === 'failed' && <p className={styles.error}>{outcome.message}</p>}
      <span role="status" className={styles.visuallyHidden}>
        {outcome.kind === 'idle' ? '' : outcome.message}
      </span>
    </div>
  );
}
