import { describe, expect, it } from '@jest/globals';

import { parseDatabaseUrl, withDatabase } from './database-url.js';

describe('parseDatabaseUrl', () => {
  it('splits a URL into connection fields', () => {
    expect(parseDatabaseUrl('postgresql://app:s3cret@db.example:6543/thousand')).toEqual({
      host: 'db.example',
      port: 6543,
      user: 'app',
      password: 's3cret',
      database: 'thousand',
    });
  });

  it('decodes escapes, strips IPv6 brackets and applies defaults', () => {
    expect(parseDatabaseUrl('postgres://a%40b:p%3Aw%2F@[::1]/my%20db')).toEqual({
      host: '::1',
      port: 5432,
      user: 'a@b',
      password: 'p:w/',
      database: 'my db',
    });
    expect(parseDatabaseUrl('postgresql://localhost')).toEqual({
      host: 'localhost',
      port: 5432,
      user: 'postgres',
      database: 'postgres',
    });
  });

  it('reads schema, sslmode and a socket host from the query', () => {
    expect(
      parseDatabaseUrl(
        'postgresql://u@localhost/d?schema=game&sslmode=require&host=/var/run/postgresql',
      ),
    ).toEqual({
      host: '/var/run/postgresql',
      port: 5432,
      user: 'u',
      database: 'd',
      schema: 'game',
      ssl: { rejectUnauthorized: false },
    });
    expect(parseDatabaseUrl('postgresql://u@h/d?sslmode=verify-full').ssl).toBe(true);
    expect(parseDatabaseUrl('postgresql://u@h/d?sslmode=disable').ssl).toBeUndefined();
  });

  it('rejects what is not a PostgreSQL URL', () => {
    expect(() => parseDatabaseUrl('mysql://u@h/d')).toThrow(/postgresql:\/\//);
    expect(() => parseDatabaseUrl('not a url')).toThrow(/not a valid URL/);
  });
});

describe('withDatabase', () => {
  it('points the URL at another database, keeping the rest', () => {
    expect(withDatabase('postgresql://u:p@h:1/a?schema=s', 'b')).toBe(
      'postgresql://u:p@h:1/b?schema=s',
    );
  });
});
