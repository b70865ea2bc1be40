import { describe, expect, it } from 'vitest';

import { envData } from '../../../core/settings/env-vars';
import { closestName } from '../../../core/setup-checker/suggest';

const latest = envData('current').variables.map((variable) => variable.name);
const old = envData('0.6.4').variables.map((variable) => variable.name);

describe('did-you-mean', () => {
  it('finds the variable meant by a typo, a swapped pair of letters or a wrong case', () => {
    expect(closestName('deleteSyncNotfy', latest)).toBe('deleteSyncNotify');
    expect(closestName('skipFreindSync', latest)).toBe('skipFriendSync');
    expect(closestName('BASEURL', latest)).toBe('baseUrl');
    expect(closestName('baseurl', old)).toBe('baseUrl');
    expect(closestName('tz', old)).toBe('TZ');
    expect(closestName('listenport', latest)).toBe('listenPort');
  });

  it('suggests nothing for a name far from all of them', () => {
    expect(closestName('DATABASE_URL', latest)).toBeNull();
    expect(closestName('foo', old)).toBeNull();
  });

  it('suggests only names of the version checked', () => {
    expect(closestName('listenPort', old)).not.toBe('listenPort');
  });
});
