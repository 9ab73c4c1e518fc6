/** A local time and its zone's name in a language; a zone Intl does not know falls back to its offset. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { zonedTime } from '../../src/i18n/zoned-time.js';

const SUMMER_NOON = Date.UTC(2026, 6, 1, 12, 5);

describe('zonedTime', () => {
  it('writes the time and the zone as the language does', () => {
    assert.deepEqual(zonedTime('de', 'Europe/Berlin', SUMMER_NOON, 7200, 'UTC+02:00'), {
      time: '14:05',
      zoneName: 'Mitteleuropäische Sommerzeit',
    });
    assert.deepEqual(zonedTime('pl', 'Europe/Berlin', SUMMER_NOON, 7200, 'UTC+02:00'), {
      time: '14:05',
      zoneName: 'czas środkowoeuropejski letni',
    });
    const english = zonedTime('en', 'Europe/Berlin', SUMMER_NOON, 7200, 'UTC+02:00');
    assert.equal(english.time.replace(/\s/g, ' '), '2:05 PM');
    assert.equal(english.zoneName, 'Central European Summer Time');
  });

  it('a pseudo-locale formats as English', () => {
    assert.deepEqual(
      zonedTime('en-XA', 'Europe/Berlin', SUMMER_NOON, 7200, 'UTC+02:00'),
      zonedTime('en', 'Europe/Berlin', SUMMER_NOON, 7200, 'UTC+02:00'),
    );
  });

  it('a zone Intl does not know shows the time from its offset, and the offset as its name', () => {
    assert.deepEqual(zonedTime('de', 'Nowhere/Atlantis', SUMMER_NOON, 5400, 'UTC+01:30'), {
      time: '13:35',
      zoneName: 'UTC+01:30',
    });
  });
});
