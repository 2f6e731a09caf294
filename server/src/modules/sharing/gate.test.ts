import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../schema/schema.js';
import { findShareLinkViolation } from './gate.js';

const schema = buildSchema();
const check = (document: string, variables?: Record<string, unknown>) => findShareLinkViolation(schema, parse(document), variables);

describe('findShareLinkViolation', () => {
  it('lets the shared view’s two queries through, fragments and __typename included', () => {
    expect(
      check(
        `query ($c: String!, $k: String!, $t: String) {
          applicationCreativeConcept(clientCode: $c, conceptCode: $k) { __typename ...F creativeLead { firstName } }
          applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: $t) {
            code name type mimeType width height length frameRate mediaUrl playableUrl previewImage
          }
        }
        fragment F on CreativeConcept { name status lifeCycle description downloadUrl }`,
        { t: 'production' },
      ),
    ).toBeNull();
  });

  it('names the first thing outside it', () => {
    expect(check('{ me { emailAddress } }')).toBe('Query.me');
    expect(check('mutation { signOut }')).toBe('mutation operations');
    expect(check('{ __schema { queryType { name } } }')).toBe('Query.__schema');
    expect(check('{ applicationCreativeConcept(clientCode: "a", conceptCode: "b") { history { event } } }')).toBe(
      'CreativeConcept.history',
    );
    expect(check('{ applicationCreativeConcept(clientCode: "a", conceptCode: "b") { creativeLead { emailAddress } } }')).toBe(
      'Person.emailAddress',
    );
    expect(
      check('{ applicationCreativeConceptAssets(clientCode: "a", conceptCode: "b", assetType: "production") { versions { fileName } } }'),
    ).toBe('ConceptAsset.versions');
    // The viewer's URLs only: no attachment URL, no scrub strip.
    for (const field of ['downloadUrl', 'assetUrl', 'scrubStrip { url }']) {
      expect(
        check(`{ applicationCreativeConceptAssets(clientCode: "a", conceptCode: "b", assetType: "production") { code ${field} } }`),
      ).toBe(`ConceptAsset.${field.split(' ')[0]!}`);
    }
    // Which file an approval was made on, but not who made it.
    expect(
      check(
        '{ applicationCreativeConceptAssets(clientCode: "a", conceptCode: "b", assetType: "production") { fileVersion lastDecision { status fileVersion isCurrent decideBy { firstName } } } }',
      ),
    ).toBe('AssetDecisionRecord.decideBy');
    expect(
      check('query ($t: String) { applicationCreativeConceptAssets(clientCode: "a", conceptCode: "b", assetType: $t) { code } }', {
        t: 'source',
      }),
    ).toBe('assets other than production');
    expect(check('{ applicationCreativeConceptAssets(clientCode: "a", conceptCode: "b") { code } }')).toBe('assets other than production');
  });
});
