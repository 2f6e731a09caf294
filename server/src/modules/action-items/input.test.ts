import { describe, expect, it } from 'vitest';
import { nextDay } from './due.js';
import { checkDateOrder, parseActionItemInput } from './input.js';

describe('action-item input', () => {
  it('trims the name and keeps left-out fields undefined (unchanged on update)', () => {
    const input = parseActionItemInput({ name: '  Check  ', members: [{ type: 'assignee', user: { emailAddress: ' Dana@X.test ' } }] });
    expect(input.name).toBe('Check');
    expect(input.status).toBeUndefined();
    expect(input.members).toEqual([{ type: 'assignee', user: { emailAddress: 'dana@x.test' } }]);
  });

  it('refuses unknown statuses, impossible dates and a person listed twice', () => {
    expect(() => parseActionItemInput({ status: 'finished' })).toThrow('Choose open, inProgress or completed.');
    expect(() => parseActionItemInput({ endDate: '2026-02-30' })).toThrow('Not a valid date.');
    expect(() =>
      parseActionItemInput({
        members: [
          { type: 'assignee', user: { emailAddress: 'a@x.test' } },
          { type: 'watcher', user: { emailAddress: 'A@x.test' } },
        ],
      }),
    ).toThrow('a@x.test is listed twice.');
  });

  it('wants the due date on or after the start', () => {
    expect(checkDateOrder('2026-11-26', '2026-11-25')).toHaveLength(1);
    expect(checkDateOrder('2026-11-25', '2026-11-25')).toEqual([]);
    expect(checkDateOrder(null, '2026-11-25')).toEqual([]);
  });

  it('counts calendar days across month ends', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
