import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { sql, type ParamNames } from './named-sql.js';

describe('sql: statements with named parameters', () => {
  it('numbers the names in the order they first appear, one position per name', () => {
    const s = sql(
      'spec_numbering',
      `SELECT :b::int AS b, :a::int AS a, :b::int + 1 AS c WHERE :flag::boolean`,
    );
    expect(s.text).toBe(`SELECT $1::int AS b, $2::int AS a, $1::int + 1 AS c WHERE $3::boolean`);
    expect(s.names).toEqual(['b', 'a', 'flag']);
    expect(s.values({ a: 1, flag: true, b: 2 })).toEqual([2, 1, true]);
  });

  it('leaves casts, arrays and quoted JSON keys alone', () => {
    const s = sql(
      'spec_casts',
      `SELECT x."playerId" FROM unnest(:ids::uuid[], :seqs::int[]) AS d(id, seq),
              jsonb_to_record(:row::jsonb) AS x("playerId" uuid) WHERE d.seq > 0`,
    );
    expect(s.names).toEqual(['ids', 'seqs', 'row']);
    expect(s.text).not.toContain(':ids');
    expect(s.text).toContain('$1::uuid[], $2::int[]');
  });

  it('refuses a missing value, an unknown name and positional parameters', () => {
    const s = sql('spec_refusals', `SELECT :a::int AS a`);
    expect(() => s.values({} as { a: unknown })).toThrow('no value for :a');
    expect(() => s.values({ a: 1, b: 2 } as { a: unknown })).toThrow('has no parameter :b');
    expect(() => sql('spec_positional', `SELECT $1::int`)).toThrow('not $n parameters');
    // One name, one text: node-postgres would run the first text under the name.
    expect(sql('spec_refusals', `SELECT :a::int AS a`).text).toBe('SELECT $1::int AS a');
    expect(() => sql('spec_refusals', `SELECT :a::int AS b`)).toThrow('named twice');
  });

  it('types the parameters from the text', () => {
    const names: ParamNames<'WHERE a = :first::uuid AND b = ANY(:second::int[]) LIMIT :third'>[] = [
      'first',
      'second',
      'third',
    ];
    expect(names).toHaveLength(3);
    const s = sql('spec_typed', `SELECT :only::int AS only`);
    // @ts-expect-error: the statement has no :other
    expect(() => s.values({ only: 1, other: 2 })).toThrow();
  });

  it('runs on PostgreSQL as a prepared statement', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('the e2e setup sets DATABASE_URL');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const s = sql(
        'spec_named_sum',
        `SELECT :a::int + :b::int AS sum, :a::int AS a, :word::text AS word`,
      ).rows<{ sum: number; a: number; word: string }>();
      for (const [a, b] of [
        [2, 3],
        [10, -4],
      ]) {
        const { rows } = await client.query({
          name: s.name,
          text: s.text,
          values: s.values({ a, b, word: 'x:y' }),
        });
        expect(rows).toEqual([{ sum: a + b, a, word: 'x:y' }]);
      }
    } finally {
      await client.end();
    }
  });
});
