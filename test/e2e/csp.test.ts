import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '@praktijk/functions/lib/env';
import { createTestPractice, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { signIn, takeCspViolations, useBrowser, type CspViolation } from './browser';

// The web origin's Content-Security-Policy and Permissions-Policy (issue 8.8). Every browser test
// fails on a violation (browser.ts listens on every page); this file checks the headers, that
// the listener does catch a violation, and that the screens opened here raise none.

let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the policy headers on the web origin', () => {
  it.each(['/', '/login', '/patients'])('%s carries a strict Content-Security-Policy', async (path) => {
    const res = await fetch(`${url}${path}`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
    // Issue 24: a letter's formatting is inline style attributes (TinyMCE); attributes only, never <style>.
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    // The twin's S3 endpoint: the browser posts files straight to it (issue 23 §4).
    expect(csp.get('connect-src')).toEqual(["'self'", url.replace(/^http/, 'ws'), process.env[ENV.s3Endpoint]]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [directive, sources] of csp) for (const source of sources) expect(source).not.toMatch(directive === 'style-src-attr' ? /\*/ : /\*|unsafe-/);
  });

  it('denies powerful features with a Permissions-Policy', async () => {
    const res = await fetch(`${url}/`);
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('has no inline script in the app shell', async () => {
    const html = await (await fetch(`${url}/`)).text();
    for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
  });
});

describe('the CSP-violation listener', () => {
  const waitForViolations = async (page: Parameters<typeof takeCspViolations>[0], count: number): Promise<CspViolation[]> => {
    const taken: CspViolation[] = [];
    await expect.poll(() => taken.push(...takeCspViolations(page)), { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return taken;
  };

  it('catches an inline script, an inline style and a connection to another origin, and the browser blocks them', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').waitFor();
    expect(takeCspViolations(page)).toEqual([]);

    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 3px solid red; }';
      document.head.append(style);
      // Another port on loopback: refused by connect-src before anything is sent.
      const connected = await fetch('http://127.0.0.1:9/').then(
        () => true,
        () => false,
      );
      return { ran: 'inlineScriptRan' in window, outline: getComputedStyle(document.body).outlineStyle, connected };
    });
    expect(outcome).toEqual({ ran: false, outline: 'none', connected: false });

    const violations = await waitForViolations(page, 3);
    expect(violations.map((v) => v.directive).sort()).toEqual(['connect-src', 'script-src-elem', 'style-src-elem']);
  });

  it('sees no violation on the sign-in page and the first screens after sign-in', async () => {
    const page = await browser.newPage();
    await signIn(page, url, practice.users.physician, '/');
    await page.getByTestId('side-navigation').waitFor();
    for (const path of ['/patients', '/account']) {
      await page.goto(`${url}${path}`);
      await page.getByTestId('side-navigation').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(takeCspViolations(page)).toEqual([]);
  });
});
