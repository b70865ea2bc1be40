/**
 * The compose file builder: a form whose choices become a docker-compose.yml and
 * a .env, shown beside it. The server renders the default files and a disabled
 * form; the browser enables the form, restores choices from the URL query and
 * keeps the query up to date. Secrets stay in this component's state only. The
 * docs version of the page decides the variables, fields and images it offers.
 */
import React, { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import { envData, LOG_LEVELS, LOG_MODES, type EnvVar } from '../../../../core/settings/env-vars';
import {
  advancedVariables,
  COMPOSE_FILE_NAME,
  containerPort,
  defaultState,
  ENV_FILE_NAME,
  generateCompose,
  generateEnv,
  initialAdvancedValue,
  isFormVariable,
  isLocalhostUrl,
  openAddress,
  START_COMMAND,
  stateFromQuery,
  stateToQuery,
  validate,
  type BuilderState,
  type Database,
  type FieldError,
} from '../../../../core/settings/generator';
import { parseInline } from '../../inline-markdown';
import styles from './styles.module.css';

const LOG_MODE_LABELS: Record<(typeof LOG_MODES)[number], string> = {
  '--log-terminal': 'Terminal only (--log-terminal)',
  '--log-file': 'Log file only (--log-file)',
  '--log-both': 'Terminal and log file (--log-both)',
};

const DATABASE_LABELS: Record<Database, string> = {
  sqlite: 'SQLite (a file in the data folder)',
  'postgres-compose': 'PostgreSQL in the same compose file',
  'postgres-external': 'An existing PostgreSQL server',
};

const AUTH_LABELS = {
  required: 'Always log in (required)',
  requiredExceptLocal: 'No login on the local network (requiredExceptLocal)',
  disabled: 'No login at all (disabled)',
} as const;

const subscribeToNothing = () => () => {};

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password made in the browser; it never leaves the page. */
function randomPassword(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join('');
}

function Inline({ source }: { source: string }): ReactNode {
  return parseInline(source).map((part, index) => {
    if (part.kind === 'code') return <code key={index}>{part.value}</code>;
    return <React.Fragment key={index}>{part.value}</React.Fragment>;
  });
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  warning?: ReactNode;
  error?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A label, its control, and the hint, warning and error the control is described by. */
function Field({ id, label, hint, warning, error, children }: FieldProps): ReactNode {
  const described = [hint && `${id}-hint`, warning && `${id}-warning`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className={styles.warning}>
          {warning}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function OutputFile({
  name,
  language,
  text,
  onCopied,
}: {
  name: string;
  language: string;
  text: string;
  onCopied: (message: string) => void;
}): ReactNode {
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => onCopied(`${name} copied`),
      () => onCopied(`Could not copy ${name}: select the text and copy it instead`),
    );
  };
  return (
    <>
      <div className={styles.fileActions}>
        <button type="button" className="button button--primary button--sm" onClick={copy}>
          Copy {name}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => saveFile(name, text)}>
          Download {name}
        </button>
      </div>
      {name.startsWith('.') && (
        <p className={styles.hint}>Some browsers save this file without its leading dot: rename it to {name}.</p>
      )}
      {/* A new text is a new block: the site's code block keeps the server's HTML until it is remounted. */}
      <CodeBlock key={text} language={language} title={name}>
        {text}
      </CodeBlock>
    </>
  );
}

function AdvancedVariable({
  variable,
  value,
  error,
  onChange,
}: {
  variable: EnvVar;
  value: string | undefined;
  error?: string;
  onChange: (value: string | undefined) => void;
}): ReactNode {
  const id = `cb-advanced-${variable.name}`;
  const on = value !== undefined;
  const { type } = variable;
  return (
    <div className={styles.advancedVariable}>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={`${id}-on`}
          checked={on}
          aria-describedby={`${id}-about`}
          onChange={(event) => onChange(event.target.checked ? initialAdvancedValue(variable) : undefined)}
        />
        <label htmlFor={`${id}-on`}>
          Set <code>{variable.name}</code>
        </label>
      </div>
      <p id={`${id}-about`} className={styles.hint}>
        <Inline source={variable.description} />
        {variable.overridesUi &&
          ' Also set in the web interface or API: a value here replaces that one at every restart.'}
        {variable.devOnly && ' Development only.'}
        {variable.secret && ' Secret: never put in the link.'}
      </p>
      {on && (
        <Field id={id} label={<>Value of {variable.name}</>} error={error}>
          {(control) => {
            if (type.kind === 'boolean' || type.kind === 'enum') {
              const values = type.kind === 'boolean' ? ['true', 'false'] : type.values;
              return (
                <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
                  {values.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              );
            }
            if (type.kind === 'json') {
              return (
                <textarea
                  {...control}
                  rows={3}
                  spellCheck={false}
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                />
              );
            }
            return (
              <input
                {...control}
                type={variable.secret ? 'password' : 'text'}
                inputMode={type.kind === 'integer' ? 'numeric' : undefined}
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            );
          }}
        </Field>
      )}
    </div>
  );
}

export default function ComposeBuilder(): ReactNode {
  // Docusaurus's name of the docs version this page belongs to: its data decides what the builder offers.
  const docsVersion = useDocsVersion().version;
  const data = envData(docsVersion);
  const inForm = (name: Parameters<typeof isFormVariable>[1]) => isFormVariable(docsVersion, name);
  const advancedList = advancedVariables(docsVersion);
  const serverDefaults = useMemo(() => defaultState(docsVersion), [docsVersion]);
  // False while hydrating the server's HTML, true from the render after: the form then starts from the browser's choices.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const start = useMemo(() => {
    if (!ready) return { defaults: serverDefaults, state: serverDefaults, timeZones: [serverDefaults.timeZone] };
    // The reader's time zone is the default; the URL query's choices go on top.
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || serverDefaults.timeZone;
    const defaults = { ...serverDefaults, timeZone: browserZone };
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const restored = stateFromQuery(window.location.search, defaults);
    // A link never carries the password: the bundled server gets a new one, as when it is chosen.
    if (restored.database === 'postgres-compose' && restored.dbPassword === '') restored.dbPassword = randomPassword();
    return {
      defaults,
      state: restored,
      timeZones: [...new Set([...zones, serverDefaults.timeZone, browserZone])].sort(),
    };
  }, [ready, serverDefaults]);
  const [edited, setEdited] = useState<BuilderState | null>(null);
  const state = edited ?? start.state;
  const { defaults, timeZones } = start;
  const setState = (update: (current: BuilderState) => BuilderState) =>
    setEdited((current) => update(current ?? start.state));
  const [lastValid, setLastValid] = useState(serverDefaults);
  const [announcement, setAnnouncement] = useState('');
  const formId = useId();

  const errors = useMemo(() => validate(state), [state]);
  const errorFor = (field: string): string | undefined =>
    errors.find((error: FieldError) => error.field === field)?.message;
  const stale = errors.length > 0;
  // The files keep the last valid choices while a field is wrong.
  if (!stale && lastValid !== state) setLastValid(state);
  const shown = stale ? lastValid : state;

  // The choices, without secrets, live in the URL so the reader can bookmark or share them.
  useEffect(() => {
    if (!ready) return;
    const query = stateToQuery(state, serverDefaults);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [ready, state, serverDefaults]);

  const set = <K extends keyof BuilderState>(key: K, value: BuilderState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const setDatabase = (database: Database) =>
    setState((current) => ({
      ...current,
      database,
      // The bundled server needs a password before its first start; the reader can change it.
      dbPassword: database === 'postgres-compose' && current.dbPassword === '' ? randomPassword() : current.dbPassword,
    }));
  const setAdvanced = (name: string, value: string | undefined) =>
    setState((current) => {
      const advanced = { ...current.advanced };
      if (value === undefined) delete advanced[name];
      else advanced[name] = value;
      return { ...current, advanced };
    });

  const chosenImage = data.compose.imageTags.find((choice) => choice.tag === state.imageTag);
  const composeText = generateCompose(shown);
  const envText = generateEnv(shown);
  const id = (name: string) => `cb-${name}`;
  const textInput = (field: keyof BuilderState, extra: Record<string, unknown> = {}) =>
    function TextControl(control: Parameters<FieldProps['children']>[0]): ReactNode {
      return (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={String(state[field])}
          onChange={(event) => set(field, event.target.value as never)}
          {...extra}
        />
      );
    };
  /** A drop-down for a field whose value is one of `options`, each shown as `label(option)`. */
  const selectInput = <K extends keyof BuilderState>(
    field: K,
    options: readonly BuilderState[K][],
    label: (option: BuilderState[K]) => string = String,
  ) =>
    function SelectControl(control: Parameters<FieldProps['children']>[0]): ReactNode {
      return (
        <select
          {...control}
          value={String(state[field])}
          onChange={(event) => set(field, event.target.value as BuilderState[K])}
        >
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {label(option)}
            </option>
          ))}
        </select>
      );
    };
  const passwordField = (
    <Field
      id={id('dbPassword')}
      label="Database password"
      hint="Kept in this page only: it is not put in the link, stored or sent anywhere."
      error={errorFor('dbPassword')}
    >
      {textInput('dbPassword', { type: 'password' })}
    </Field>
  );

  return (
    <div className={styles.builder}>
      <noscript>
        <p className={styles.noscript}>
          The form needs JavaScript, which is off in this browser. The files beside it are the default setup: copy them
          and change the values by hand.
        </p>
      </noscript>
      <form
        id={formId}
        className={styles.form}
        aria-label="Compose file choices"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className={styles.formBody} disabled={!ready}>
          <fieldset className={styles.group}>
            <legend>Image</legend>
            {data.compose.imageTags.map(({ tag, label }) => (
              <div className={styles.check} key={tag}>
                <input
                  type="radio"
                  name="cb-image-tag"
                  id={id(`tag-${tag}`)}
                  value={tag}
                  checked={state.imageTag === tag}
                  onChange={() => set('imageTag', tag)}
                />
                <label htmlFor={id(`tag-${tag}`)}>
                  <code>{tag}</code>, {label}
                </label>
              </div>
            ))}
            {chosenImage?.hint && (
              <p className={styles.hint}>
                <Inline source={chosenImage.hint} />
              </p>
            )}
          </fieldset>

          <fieldset className={styles.group}>
            <legend>Network and storage</legend>
            <Field
              id={id('hostPort')}
              label="Port"
              hint={
                inForm('port')
                  ? 'The port Pulsarr listens on, from 1 to 65535.'
                  : `The port on the host that Docker forwards to Pulsarr’s port ${containerPort(shown)} in the container, from 1 to 65535.`
              }
              error={errorFor('hostPort')}
            >
              {textInput('hostPort', { inputMode: 'numeric' })}
            </Field>
            {inForm('baseUrl') && (
              <Field
                id={id('baseUrl')}
                label="Address Sonarr and Radarr use to reach Pulsarr"
                hint="A URL without a trailing slash, such as http://192.168.1.20. The port is added from the field above."
                warning={
                  isLocalhostUrl(state.baseUrl)
                    ? 'Inside a container, localhost is the container itself: Sonarr and Radarr cannot reach Pulsarr at this address. Use the server’s IP address or host name.'
                    : undefined
                }
                error={errorFor('baseUrl')}
              >
                {textInput('baseUrl', { inputMode: 'url' })}
              </Field>
            )}
            {inForm('TZ') && (
              <Field id={id('timeZone')} label="Time zone" error={errorFor('timeZone')}>
                {(control) => (
                  <select {...control} value={state.timeZone} onChange={(event) => set('timeZone', event.target.value)}>
                    {(timeZones.includes(state.timeZone) ? timeZones : [state.timeZone, ...timeZones]).map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <Field
              id={id('dataFolder')}
              label="Data folder on the host"
              hint="Holds the database and everything you set in the web interface."
              error={errorFor('dataFolder')}
            >
              {textInput('dataFolder')}
            </Field>
          </fieldset>

          {(inForm('PUID') || inForm('PGID')) && (
            <fieldset className={styles.group}>
              <legend>Docker user</legend>
              <p className={styles.hint}>
                The container runs Pulsarr as this user and group, who own the files in the data folder. On Linux,{' '}
                <code>id -u</code> and <code>id -g</code> print your own IDs.
              </p>
              {inForm('PUID') && (
                <Field id={id('puid')} label="User ID (PUID)" error={errorFor('puid')}>
                  {textInput('puid', { inputMode: 'numeric' })}
                </Field>
              )}
              {inForm('PGID') && (
                <Field id={id('pgid')} label="Group ID (PGID)" error={errorFor('pgid')}>
                  {textInput('pgid', { inputMode: 'numeric' })}
                </Field>
              )}
            </fieldset>
          )}

          {(inForm('logLevel') || inForm('NODE_ARGS')) && (
            <fieldset className={styles.group}>
              <legend>Logging</legend>
              {inForm('logLevel') && (
                <Field id={id('logLevel')} label="Log level (logLevel)">
                  {selectInput('logLevel', LOG_LEVELS)}
                </Field>
              )}
              {inForm('NODE_ARGS') && (
                <Field id={id('logMode')} label="Where logs go (NODE_ARGS)">
                  {selectInput('logMode', LOG_MODES, (mode) => LOG_MODE_LABELS[mode])}
                </Field>
              )}
            </fieldset>
          )}

          <fieldset className={styles.group}>
            <legend>Database</legend>
            {(Object.keys(DATABASE_LABELS) as Database[]).map((database) => (
              <div className={styles.check} key={database}>
                <input
                  type="radio"
                  name="cb-database"
                  id={id(`db-${database}`)}
                  checked={state.database === database}
                  onChange={() => setDatabase(database)}
                />
                <label htmlFor={id(`db-${database}`)}>{DATABASE_LABELS[database]}</label>
              </div>
            ))}
            {state.database === 'postgres-compose' && (
              <>
                <p className={styles.hint}>
                  Adds a <code>postgres</code> service with its own named volume. Pulsarr waits until it answers, and
                  reaches it by its service name.
                </p>
                <Field id={id('dbName')} label="Database name" error={errorFor('dbName')}>
                  {textInput('dbName')}
                </Field>
                <Field id={id('dbUser')} label="Database user" error={errorFor('dbUser')}>
                  {textInput('dbUser')}
                </Field>
                {passwordField}
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  onClick={() => set('dbPassword', randomPassword())}
                >
                  Make a new random password
                </button>
              </>
            )}
            {state.database === 'postgres-external' && (
              <>
                <p className={styles.hint}>
                  The server needs an empty database and a user with all privileges on it; see the configuration guide.
                </p>
                <div className={styles.check}>
                  <input
                    type="checkbox"
                    id={id('useConnectionString')}
                    checked={state.useConnectionString}
                    onChange={(event) => set('useConnectionString', event.target.checked)}
                  />
                  <label htmlFor={id('useConnectionString')}>Use a connection string instead of separate fields</label>
                </div>
                {state.useConnectionString ? (
                  <Field
                    id={id('dbConnectionString')}
                    label="Connection string"
                    hint="postgresql://user:password@host:5432/database. It holds the password, so it stays in this page only."
                    error={errorFor('dbConnectionString')}
                  >
                    {textInput('dbConnectionString', { type: 'password' })}
                  </Field>
                ) : (
                  <>
                    <Field id={id('dbHost')} label="Database host" error={errorFor('dbHost')}>
                      {textInput('dbHost')}
                    </Field>
                    <Field id={id('dbPort')} label="Database port" error={errorFor('dbPort')}>
                      {textInput('dbPort', { inputMode: 'numeric' })}
                    </Field>
                    <Field id={id('dbName')} label="Database name" error={errorFor('dbName')}>
                      {textInput('dbName')}
                    </Field>
                    <Field id={id('dbUser')} label="Database user" error={errorFor('dbUser')}>
                      {textInput('dbUser')}
                    </Field>
                    {passwordField}
                  </>
                )}
              </>
            )}
          </fieldset>

          <fieldset className={styles.group}>
            <legend>Authentication</legend>
            <Field
              id={id('authenticationMethod')}
              label="Who must log in (authenticationMethod)"
              warning={
                state.authenticationMethod === 'required'
                  ? undefined
                  : state.authenticationMethod === 'disabled'
                    ? 'Anyone who can reach Pulsarr’s port can change its settings, approve requests and send content to Sonarr and Radarr. Never expose such an instance to the internet.'
                    : 'Every device on your local and private networks, other containers included, gets in without a password. Use this only on a network you trust completely.'
              }
            >
              {selectInput(
                'authenticationMethod',
                Object.keys(AUTH_LABELS) as (keyof typeof AUTH_LABELS)[],
                (method) => AUTH_LABELS[method],
              )}
            </Field>
          </fieldset>

          <details className={styles.advanced}>
            <summary>Advanced: every other variable ({advancedList.length})</summary>
            <p className={styles.hint}>
              Each is off, so Pulsarr keeps its default, or the value set in the web interface or API for those that say
              so. Turn one on only to fix it in <code>.env</code>: it then replaces that value at every restart.
            </p>
            {data.groups.map((group) => {
              const variables = advancedList.filter((variable) => variable.group === group.id);
              if (variables.length === 0) return null;
              return (
                <fieldset className={styles.group} key={group.id}>
                  <legend>{group.title}</legend>
                  {variables.map((variable) => (
                    <AdvancedVariable
                      key={variable.name}
                      variable={variable}
                      value={state.advanced[variable.name]}
                      error={errorFor(`advanced.${variable.name}`)}
                      onChange={(value) => setAdvanced(variable.name, value)}
                    />
                  ))}
                </fieldset>
              );
            })}
          </details>

          <button
            type="button"
            className="button button--outline button--secondary"
            onClick={() => setState(() => defaults)}
          >
            Reset to the defaults
          </button>
        </fieldset>
      </form>

      <section className={styles.output} aria-label="Your files">
        <div role="status" className={styles.statusArea}>
          {stale && (
            <p className={styles.stale}>
              These files are out of date: fix the {errors.length === 1 ? 'field' : `${errors.length} fields`} marked in
              the form and they update again.
            </p>
          )}
        </div>
        <Tabs>
          <TabItem value="compose" label={COMPOSE_FILE_NAME} default>
            <OutputFile name={COMPOSE_FILE_NAME} language="yaml" text={composeText} onCopied={setAnnouncement} />
          </TabItem>
          <TabItem value="env" label={ENV_FILE_NAME}>
            <OutputFile name={ENV_FILE_NAME} language="ini" text={envText} onCopied={setAnnouncement} />
          </TabItem>
        </Tabs>
        <p role="status" className={styles.copied}>
          {announcement}
        </p>
        <p>Put both files in one folder, then start Pulsarr there:</p>
        <CodeBlock language="bash">{START_COMMAND}</CodeBlock>
        <p>
          Then open <code>{openAddress(shown)}</code> to finish the setup in the web interface.
        </p>
      </section>
    </div>
  );
}
