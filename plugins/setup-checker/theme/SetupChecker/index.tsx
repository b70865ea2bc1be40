/**
 * "Check your setup": two text areas (`.env` and `docker-compose.yml`, typed,
 * pasted or dropped as files), the host question, and the findings, which follow
 * the text as it changes. The checks run in a worker (run-checks.ts). What is
 * pasted stays in this component's state: never in the address, storage or a
 * request. The docs version of the page decides the rules' data and the links.
 */
import React, { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

import { docsVersion } from '../../../../core/docs-site/versions';
import type { EnvDataVersion } from '../../../../core/settings/env-vars';
import type { CheckResult } from '../../../../core/setup-checker/check';
import { COMPOSE_FILE, ENV_FILE, type Finding, type Severity } from '../../../../core/setup-checker/findings';
import { INPUT_LIMIT_KB } from '../../../../core/setup-checker/input';
import { FINDING_LINKS, LINK_TITLES } from '../../../../core/setup-checker/links';
import { startChecker } from './run-checks';
import styles from './styles.module.css';

const subscribeToNothing = () => () => {};
/**
 * How much of a paste or file a field keeps: one character past the checker's
 * limit, so that it still says the input was cut. Browsers take seconds to lay
 * out a text area of megabytes, so a larger paste never reaches the field whole.
 */
const KEPT_CHARS = INPUT_LIMIT_KB * 1024 + 1;
/** Bytes read from a dropped or chosen file: enough for the limit in any UTF-8 text. */
const READ_BYTES = INPUT_LIMIT_KB * 1024 * 4 + 4;

const SEVERITY_LABELS: Record<Severity, string> = { error: 'Error', warning: 'Warning', note: 'Note' };

type HostAnswer = 'unsure' | 'yes' | 'no';

/** Text with `code` spans; nothing else is read as markup, so the reader's values show as written. */
function Inline({ source }: { source: string }): ReactNode {
  return source
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <React.Fragment key={index}>{part}</React.Fragment>
      ),
    );
}

interface FileFieldProps {
  id: string;
  /** The text area, so that a finding can select its line. */
  fieldRef: React.RefObject<HTMLTextAreaElement | null>;
  name: string;
  hint: string;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}

async function readFile(file: File): Promise<string> {
  return file.slice(0, READ_BYTES).text();
}

/** A text area for one file, which also takes a file dropped on it or chosen with its button. */
function FileField({ id, fieldRef, name, hint, value, disabled, onChange }: FileFieldProps): ReactNode {
  const [dragging, setDragging] = useState(false);
  const keep = (text: string) => onChange(text.slice(0, KEPT_CHARS));
  const load = (file: File | undefined) => {
    if (file) readFile(file).then(keep, () => onChange(''));
  };
  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.label}>
          <code>{name}</code>
        </label>
        <span className={styles.fileButtons}>
          <input
            type="file"
            id={`${id}-file`}
            className={styles.fileInput}
            disabled={disabled}
            onChange={(event) => {
              load(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-file`} className="button button--secondary button--sm">
            Open a file
          </label>
          <button
            type="button"
            className="button button--outline button--secondary button--sm"
            disabled={disabled || value === ''}
            onClick={() => onChange('')}
          >
            Clear
          </button>
        </span>
      </div>
      <textarea
        id={id}
        ref={fieldRef}
        className={dragging ? `${styles.text} ${styles.dragging}` : styles.text}
        rows={10}
        value={value}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => keep(event.target.value)}
        onPaste={(event) => {
          const field = event.currentTarget;
          const pasted = event.clipboardData.getData('text');
          if (field.value.length - (field.selectionEnd - field.selectionStart) + pasted.length <= KEPT_CHARS) return;
          event.preventDefault();
          keep(field.value.slice(0, field.selectionStart) + pasted + field.value.slice(field.selectionEnd));
        }}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDragging(true);
          }
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (!file) return;
          event.preventDefault();
          load(file);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** Selects a 1-based line of a text area and scrolls it into view. */
function selectLine(field: HTMLTextAreaElement, line: number): void {
  const lines = field.value.split('\n');
  const start = lines.slice(0, line - 1).reduce((total, text) => total + text.length + 1, 0);
  const end = start + (lines[line - 1]?.length ?? 0);
  field.focus();
  field.setSelectionRange(start, end);
  const lineHeight = parseFloat(getComputedStyle(field).lineHeight) || 20;
  field.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

function FindingItem({
  finding,
  version,
  onShowLine,
}: {
  finding: Finding;
  version: EnvDataVersion;
  onShowLine: (finding: Finding) => void;
}): ReactNode {
  const { path } = docsVersion(version);
  const to = `/docs/${path ? `${path}/` : ''}${FINDING_LINKS[version][finding.link]}`;
  return (
    <li className={`${styles.finding} ${styles[finding.severity]}`}>
      <p className={styles.where}>
        <span className={styles.severity}>{SEVERITY_LABELS[finding.severity]}</span>{' '}
        {finding.line === undefined ? (
          <code>{finding.file}</code>
        ) : (
          <button type="button" className={styles.lineButton} onClick={() => onShowLine(finding)}>
            <code>{finding.file}</code>, line {finding.line}
          </button>
        )}
      </p>
      <p>
        <Inline source={finding.why} />
      </p>
      <p>
        <strong>Fix:</strong> <Inline source={finding.fix} />
      </p>
      <p className={styles.more}>
        <Link to={to}>{LINK_TITLES[finding.link]}</Link>
      </p>
    </li>
  );
}

export default function SetupChecker(): ReactNode {
  const version = useDocsVersion().version as EnvDataVersion;
  const { label } = docsVersion(version);
  // False while hydrating the server's HTML, true from the render after: the fields then accept input.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [env, setEnv] = useState('');
  const [compose, setCompose] = useState('');
  const [host, setHost] = useState<HostAnswer>('unsure');
  const [result, setResult] = useState<CheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checker = useRef<ReturnType<typeof startChecker> | null>(null);
  const envRef = useRef<HTMLTextAreaElement>(null);
  const composeRef = useRef<HTMLTextAreaElement>(null);
  const showLine = ({ file, line }: Finding) => {
    const field = (file === ENV_FILE ? envRef : composeRef).current;
    if (field && line !== undefined) selectLine(field, line);
  };
  const id = useId();
  const empty = env.trim() === '' && compose.trim() === '';
  const shownResult = empty ? null : result;

  useEffect(() => {
    const started = startChecker();
    checker.current = started;
    return () => started.stop();
  }, []);

  useEffect(() => {
    if (env.trim() === '' && compose.trim() === '') return;
    checker.current?.check(
      {
        version,
        env,
        compose,
        oldKernel: host === 'unsure' ? undefined : host === 'yes',
      },
      (answer) => {
        if (answer instanceof Error) setFailure(answer.message);
        else {
          setFailure(null);
          setResult(answer);
        }
      },
    );
  }, [env, compose, host, version]);

  return (
    <div className={styles.checker}>
      <noscript>
        <p className={styles.noscript}>
          The checker needs JavaScript, which is off in this browser. The sections below say what it checks.
        </p>
      </noscript>
      <form
        className={styles.form}
        aria-label="Your setup"
        autoComplete="off"
        onSubmit={(event) => event.preventDefault()}
      >
        <FileField
          id={`${id}-env`}
          fieldRef={envRef}
          name={ENV_FILE}
          hint="Paste it, type it, or drop the file here."
          value={env}
          disabled={!ready}
          onChange={setEnv}
        />
        <FileField
          id={`${id}-compose`}
          fieldRef={composeRef}
          name={COMPOSE_FILE}
          hint="Optional. Paste it, type it, or drop the file here."
          value={compose}
          disabled={!ready}
          onChange={setCompose}
        />
        <fieldset className={styles.host} disabled={!ready}>
          <legend>Does Pulsarr run on a Synology NAS or a Linux kernel older than 4.11?</legend>
          {(
            [
              ['unsure', 'Not sure'],
              ['yes', 'Yes'],
              ['no', 'No'],
            ] as const
          ).map(([value, text]) => (
            <span className={styles.choice} key={value}>
              <input
                type="radio"
                name={`${id}-host`}
                id={`${id}-host-${value}`}
                checked={host === value}
                onChange={() => setHost(value)}
              />
              <label htmlFor={`${id}-host-${value}`}>{text}</label>
            </span>
          ))}
        </fieldset>
      </form>

      <section className={styles.results} aria-labelledby={`${id}-findings`}>
        <h2 id={`${id}-findings`} className={styles.resultsTitle}>
          Findings for {label}
        </h2>
        <div role="status" className={styles.summary}>
          {failure && !empty
            ? `The checker stopped: ${failure}`
            : shownResult
              ? shownResult.summaryLine
              : `Paste a ${ENV_FILE} or a ${COMPOSE_FILE} above to check it against ${label}.`}
        </div>
        {shownResult && shownResult.findings.length > 0 && (
          <ol className={styles.findings}>
            {shownResult.findings.map((finding, index) => (
              <FindingItem
                key={`${finding.file}-${finding.line ?? 0}-${finding.rule}-${index}`}
                finding={finding}
                version={version}
                onShowLine={showLine}
              />
            ))}
          </ol>
        )}
        {shownResult && shownResult.unlisted > 0 && (
          <p className={styles.hint}>
            {shownResult.unlisted} more findings are not listed; they appear as you fix the ones above.
          </p>
        )}
      </section>
    </div>
  );
}
