import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

/** Known XSS payloads (OWASP filter evasion cheat sheet and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<base href="javascript:alert(1)//">',
  '<p onclick="alert(1)">click</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(clean).not.toMatch(/style\s*=/i);
    expect(clean).not.toMatch(/<(iframe|object|embed|form|meta|link|base|svg|img|math|style)/i);
  });

  it('keeps ordinary formatting and safe links', () => {
    expect(sanitizeRichText('<p>Hello <strong>team</strong> <a href="https://example.com">brief</a></p>')).toBe(
      '<p>Hello <strong>team</strong> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">brief</a></p>',
    );
  });
});
