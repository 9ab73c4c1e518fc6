/**
 * Sites, as limits per site count them: the registrable name (ICANN section of the Public Suffix
 * List), whatever names sit under it; an IPv4 address alone; an IPv6 address by its /64.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteOf } from '../../src/lib/sites.js';

describe('siteOf', () => {
  it('names under one registered domain are one site', () => {
    assert.equal(siteOf('a.b.Evil.example.co.uk'), 'example.co.uk');
    assert.equal(siteOf('x1.evil.example'), 'evil.example');
    assert.equal(siteOf('evil.example.'), 'evil.example');
    assert.equal(siteOf('pronouns.cc'), 'pronouns.cc');
  });

  it('names under a shared service (private suffixes) are the service’s one site', () => {
    assert.equal(siteOf('x.duckdns.org'), 'duckdns.org');
    assert.equal(siteOf('someone.github.io'), 'github.io');
  });

  it('addresses: IPv4 alone, IPv6 by its /64, IPv4-mapped as IPv4', () => {
    assert.equal(siteOf('127.0.0.2'), '127.0.0.2');
    assert.equal(siteOf('[2001:db8:1:2:3::1]'), '2001:db8:1:2::/64');
    assert.equal(siteOf('2001:db8:1:2:ffff::9'), '2001:db8:1:2::/64');
    assert.equal(siteOf('::ffff:1.2.3.4'), '1.2.3.4');
  });

  it('a name with no public suffix is its own site', () => {
    assert.equal(siteOf('localhost'), 'localhost');
  });
});
