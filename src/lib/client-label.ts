/**
 * "Firefox on Windows": what a person recognises a session by, read from the browser's User-Agent
 * with bowser. Only the browser's and the system's names are kept (no versions, no address).
 */
import Bowser from 'bowser';

const MAX_LABEL = 80;

export function clientLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? null);
  return label ? label.slice(0, MAX_LABEL) : null;
}
