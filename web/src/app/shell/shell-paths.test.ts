import { describe, expect, it } from 'vitest';
import { buildClientSwitchPath, findApplicationCodeInPath, pickApplicationCode, replaceApplicationInPath } from './shell-paths';

describe('findApplicationCodeInPath', () => {
  it.each([
    ['/demo/creative/reports', null],
    ['/demo/creative/reports/puzzle-quest', 'puzzle-quest'],
    ['/demo/creative/reports/puzzle-quest/retention', 'puzzle-quest'],
    ['/demo/creative/platform-dash/space-runner/creative-perf', 'space-runner'],
    ['/demo/creative/concepts', null],
    ['/demo/creative/ad-copy/adc_1', null],
  ])('%s -> %s', (pathname, expected) => {
    expect(findApplicationCodeInPath(pathname)).toBe(expected);
  });
});

describe('replaceApplicationInPath', () => {
  it('replaces the application of a reports URL and drops its report', () => {
    expect(replaceApplicationInPath('/demo/creative/reports/puzzle-quest/retention', 'space-runner')).toBe(
      '/demo/creative/reports/space-runner',
    );
  });

  it('adds the application to the reports URL without one', () => {
    expect(replaceApplicationInPath('/demo/creative/reports', 'space-runner')).toBe('/demo/creative/reports/space-runner');
  });

  it('replaces the application of a creative performance URL', () => {
    expect(replaceApplicationInPath('/demo/creative/platform-dash/puzzle-quest/creative-perf', 'space-runner')).toBe(
      '/demo/creative/platform-dash/space-runner/creative-perf',
    );
  });

  it('leaves other URLs alone', () => {
    expect(replaceApplicationInPath('/demo/creative/concepts', 'space-runner')).toBeNull();
  });
});

describe('buildClientSwitchPath', () => {
  it.each([
    ['/demo/creative/concepts/crc_1?tab=details', '/northwind/creative/concepts'],
    ['/demo/creative/concepts', '/northwind/creative/concepts'],
    ['/demo/creative/ad-copy/adc_1', '/northwind/creative/ad-copy'],
    ['/demo/creative/reports/puzzle-quest/retention', '/northwind/creative/reports/rocket-rally'],
    ['/demo/creative/platform-dash/puzzle-quest/creative-perf', '/northwind/creative/platform-dash/rocket-rally/creative-perf'],
  ])('keeps the section of %s', (pathname, expected) => {
    expect(buildClientSwitchPath(pathname, 'northwind', 'rocket-rally')).toBe(expected);
  });

  it('falls back to concepts or the bare reports page when the new client has no application', () => {
    expect(buildClientSwitchPath('/demo/creative/platform-dash/puzzle-quest/creative-perf', 'empty', null)).toBe(
      '/empty/creative/concepts',
    );
    expect(buildClientSwitchPath('/demo/creative/reports/puzzle-quest', 'empty', null)).toBe('/empty/creative/reports');
  });
});

describe('pickApplicationCode', () => {
  const codes = ['puzzle-quest', 'space-runner'];

  it('follows a valid application in the URL', () => {
    expect(pickApplicationCode(codes, 'space-runner', 'puzzle-quest')).toBe('space-runner');
  });

  it('uses the stored choice when the URL names none or an unknown one', () => {
    expect(pickApplicationCode(codes, null, 'space-runner')).toBe('space-runner');
    expect(pickApplicationCode(codes, 'deleted-app', 'space-runner')).toBe('space-runner');
  });

  it('falls back to the first application', () => {
    expect(pickApplicationCode(codes, null, 'deleted-app')).toBe('puzzle-quest');
    expect(pickApplicationCode([], null, null)).toBeNull();
  });
});
