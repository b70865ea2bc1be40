import { describe, expect, it } from 'vitest';

import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import {
  advancedVariables,
  DATABASES,
  defaultState,
  generateCompose,
  generateEnv,
  imageTags,
  initialAdvancedValue,
  validate,
  type BuilderState,
} from '../../../core/settings/generator';
import { checkSetup } from '../../../core/setup-checker/check';
import { AUTHENTICATION_METHODS, LOG_LEVELS, LOG_MODES, type EnvVar } from '../../../core/settings/env-vars';

/** A value the builder accepts for a variable whose starting value it would refuse (an empty URL, say). */
function acceptedValue(variable: EnvVar): string {
  switch (variable.type.kind) {
    case 'url':
      return variable.type.protocols ? 'postgresql://pulsarr:pw@db.lan:5432/pulsarr' : 'http://192.168.1.20:8000';
    case 'string':
      return 'a-value-of-sixteen-chars';
    default:
      return initialAdvancedValue(variable);
  }
}

/** Every main choice of the builder, one at a time and crossed where they meet (image × database × port). */
function mainChoices(version: string): BuilderState[] {
  const defaults = defaultState(version);
  const states: BuilderState[] = [];
  for (const imageTag of imageTags(version))
    for (const database of DATABASES)
      for (const useConnectionString of [false, true])
        for (const hostPort of ['3003', '8080'])
          states.push({
            ...defaults,
            imageTag,
            database,
            useConnectionString,
            hostPort,
            dbHost: 'db.lan',
            dbPassword: 's3cret-Pass',
            dbConnectionString: 'postgresql://pulsarr:pw@db.lan:5432/pulsarr',
          });
  for (const authenticationMethod of AUTHENTICATION_METHODS) states.push({ ...defaults, authenticationMethod });
  for (const logLevel of LOG_LEVELS) states.push({ ...defaults, logLevel });
  for (const logMode of LOG_MODES) states.push({ ...defaults, logMode });
  for (const dataFolder of ['./data', '/srv/pulsarr data', 'C:\\pulsarr', '~/pulsarr'])
    states.push({ ...defaults, dataFolder });
  states.push({ ...defaults, puid: '1026', pgid: '100', timeZone: 'Asia/Kolkata' });
  return states;
}

/** Each Advanced variable turned on, as the builder starts it, with a value the builder accepts. */
function advancedChoices(version: string): BuilderState[] {
  const defaults = defaultState(version);
  return advancedVariables(version).map((variable) => {
    const start = { ...defaults, advanced: { [variable.name]: initialAdvancedValue(variable) } };
    const accepted =
      validate(start).length === 0 ? start : { ...defaults, advanced: { [variable.name]: acceptedValue(variable) } };
    return accepted;
  });
}

describe.each([LATEST_VERSION, SPEC_VERSION])('the builder’s own files, docs version %s', (version) => {
  const states = [...mainChoices(version), ...advancedChoices(version)];

  it('are many and all valid builder states', () => {
    expect(states.length).toBeGreaterThan(60);
    for (const state of states) expect(validate(state), JSON.stringify(state.advanced)).toEqual([]);
  });

  it('never get an error from the checker, whatever the choice', () => {
    const errors: string[] = [];
    for (const state of states) {
      const result = checkSetup({ version, env: generateEnv(state), compose: generateCompose(state) });
      for (const finding of result.findings.filter((each) => each.severity === 'error')) {
        errors.push(
          `${JSON.stringify({ tag: state.imageTag, db: state.database, advanced: state.advanced })}: ${finding.rule} ${finding.why}`,
        );
      }
    }
    expect(errors).toEqual([]);
  });

  it('with the default choices and the reader’s own address, look right', () => {
    const state = { ...defaultState(version), baseUrl: 'http://192.168.1.20' };
    const result = checkSetup({ version, env: generateEnv(state), compose: generateCompose(state) });
    expect(result.summaryLine).toMatch(/Looks right for /);
  });

  it('with the address left at the builder’s stand-in, warn of that alone', () => {
    // 0.6.4 writes baseUrl from the start, as `http://your-server-ip` for the reader to replace (review F5-4).
    const defaults = defaultState(version);
    const result = checkSetup({ version, env: generateEnv(defaults), compose: generateCompose(defaults) });
    const written = generateEnv(defaults).includes('baseUrl=');
    expect(result.findings.filter((finding) => finding.severity !== 'note').map((finding) => finding.rule)).toEqual(
      written ? ['placeholder'] : [],
    );
  });
});
