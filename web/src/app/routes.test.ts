import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { creativeRoutes } from './routes';
import { isAllowed, PERMISSION_NAMES } from '../lib/permissions';

/** Which rule guards a URL under /:clientCode/creative, as the router will pick it. */
function findRuleFor(pathname: string) {
  const children = creativeRoutes.map((route) => ({ path: route.path, id: route.path }));
  const matches = matchRoutes([{ path: '/:clientCode/creative', id: 'creative', children }], pathname);
  const leaf = matches?.at(-1);
  const route = creativeRoutes.find((candidate) => candidate.path === leaf?.route.id);
  return route?.access;
}

const creativeArea = ['creative:access'];

describe('route permission rules', () => {
  it.each([
    ['/demo/creative/concepts', { allOf: creativeArea }],
    ['/demo/creative/concepts/create', { allOf: [...creativeArea, 'concept:create'] }],
    ['/demo/creative/concepts/parent/create', { allOf: [...creativeArea, 'concept:create'] }],
    ['/demo/creative/concepts/crc_abc', { allOf: [...creativeArea, 'concept:view'] }],
    ['/demo/creative/concepts/1042', { allOf: [...creativeArea, 'concept:view'] }],
    ['/demo/creative/concepts/parent/crc_abc', { allOf: [...creativeArea, 'concept:view'] }],
    ['/demo/creative/concepts/crc_abc/assets/create/image', { allOf: creativeArea, anyOf: ['asset:create', 'asset:view'] }],
    ['/demo/creative/concepts/crc_abc/assets', { allOf: creativeArea, anyOf: ['asset:create', 'asset:view'] }],
    ['/demo/creative/concepts/crc_abc/assets/ass_1', { allOf: creativeArea, anyOf: ['asset:create', 'asset:view'] }],
    ['/demo/creative/reports', { allOf: [...creativeArea, 'reports:view'] }],
    ['/demo/creative/reports/puzzle-quest', { allOf: [...creativeArea, 'reports:view'] }],
    ['/demo/creative/reports/puzzle-quest/retention', { allOf: [...creativeArea, 'reports:view'] }],
    ['/demo/creative/ad-copy', { allOf: [...creativeArea, 'adCopy:view'] }],
    ['/demo/creative/ad-copy/create', { allOf: [...creativeArea, 'adCopy:view', 'adCopy:create'] }],
    ['/demo/creative/ad-copy/adc_1', { allOf: [...creativeArea, 'adCopy:view'] }],
    ['/demo/creative/platform-dash/puzzle-quest/creative-perf', { allOf: [...creativeArea, 'creativePerformance:view'] }],
  ])('%s needs %j', (pathname, expected) => {
    expect(findRuleFor(pathname)).toEqual(expected);
  });

  it('has no route without the creative area permission', () => {
    const everythingButTheArea = new Set(PERMISSION_NAMES.filter((permission) => permission !== 'creative:access'));
    for (const route of creativeRoutes) expect(isAllowed(route.access, everythingButTheArea)).toBe(false);
  });

  it('leaves unknown paths to the redirect to the concepts list', () => {
    expect(findRuleFor('/demo/creative/unknown/page')).toBeUndefined();
  });
});
