import type { Transaction } from '../db/client.js';
import { insertAdCopies, normaliseAdCopy, type AdCopyFields } from '../modules/ad-copy/index.js';
import type { ApplicationScope } from '../modules/tenancy/index.js';

const de = (headline: string, adCopy: string) => [{ locale: 'de', headline, adCopy }];

/** A dozen copies in English with German translations (one German-first), across statuses, ranks and lengths. */
const COPIES: AdCopyFields[] = [
  {
    name: 'Spring sale – puzzles',
    headline: 'Solve 1,000 puzzles free',
    adCopy: 'Relax with a new puzzle every day. Download now and get 500 bonus coins.',
    theme: 'Seasonal',
    rankField: 'topPerformer',
    translations: de(
      '1.000 Rätsel gratis lösen',
      'Entspann dich jeden Tag mit einem neuen Rätsel. Jetzt laden und 500 Bonusmünzen sichern.',
    ),
  },
  {
    name: 'Daily challenge',
    headline: 'Your daily brain workout awaits',
    adCopy: 'Five minutes a day keeps your mind sharp. Beat today’s challenge!',
    theme: 'Gameplay',
    rankField: 'middlePerformer',
    translations: de('Dein tägliches Gehirntraining', 'Fünf Minuten am Tag halten dich fit. Schaffst du die heutige Challenge?'),
  },
  {
    name: 'Long headline test',
    headline: 'The most relaxing puzzle adventure of the year',
    adCopy: 'Over 3,000 handcrafted levels, no timers, no stress.',
    theme: 'General',
    status: 'proposed',
    translations: de('Das entspannendste Rätselabenteuer des Jahres', 'Über 3.000 handgemachte Level, ohne Zeitdruck.'),
  },
  {
    name: 'Emoji hook',
    headline: 'Can you solve it? 🧩',
    adCopy: 'Only 1% of players finish level 50 🤯 Are you one of them?',
    theme: 'Hook',
    status: 'proposed',
    translations: de('Schaffst du es? 🧩', 'Nur 1 % schaffen Level 50 🤯 Du auch?'),
  },
  {
    // TikTok refuses '#' in ad text, Google Ads an exclamation mark in a headline; the Japanese
    // translation's double-width characters count 2 each for Google and TikTok.
    name: 'Hashtag challenge',
    headline: 'Join the challenge!',
    adCopy: 'Take the #PuzzleQuest challenge: 30 levels, 30 days.',
    theme: 'Hook',
    status: 'proposed',
    translations: [{ locale: 'ja', headline: 'パズルに挑戦しよう', adCopy: '30日間で30レベルのパズルに挑戦。今すぐ無料でダウンロード。' }],
  },
  {
    name: 'Holiday gift',
    headline: 'Unwrap a puzzle a day',
    adCopy: 'Our advent calendar is back: 24 festive puzzles and a surprise every morning.',
    theme: 'Seasonal',
    status: 'approved',
    rankField: 'topPerformer',
    translations: de('Jeden Tag ein Rätsel auspacken', 'Unser Adventskalender ist zurück: 24 festliche Rätsel.'),
  },
  {
    name: 'Win-back offer',
    headline: 'We miss you – here’s 1,000 coins',
    adCopy: 'Come back today and your coins are waiting.',
    theme: 'Retargeting',
    status: 'active',
    rankField: 'bottomPerformer',
    translations: de('Wir vermissen dich', 'Komm heute zurück – deine Münzen warten.'),
  },
  {
    name: 'Short description',
    type: 'description',
    headline: 'Puzzle Quest',
    adCopy: 'Relaxing puzzles, no ads between levels.',
    theme: 'General',
    translations: de('Puzzle Quest', 'Entspannte Rätsel ohne Werbung zwischen den Leveln.'),
  },
  {
    name: 'Headline pack A',
    type: 'headline',
    headline: 'Think. Match. Win.',
    adCopy: 'Headline variant for search campaigns.',
    theme: 'Brand',
    status: 'approved',
    translations: de('Denken. Kombinieren. Gewinnen.', 'Überschrift für Suchkampagnen.'),
  },
  {
    name: 'Old summer promo',
    headline: 'Summer puzzle splash',
    adCopy: 'Beach-themed levels for a limited time.',
    theme: 'Seasonal',
    status: 'inactive',
    translations: de('Sommer-Rätselspaß', 'Strand-Level nur für kurze Zeit.'),
  },
  {
    name: 'German launch',
    language: 'de',
    headline: 'Jetzt neu: Puzzle Quest',
    adCopy: 'Das Rätselspiel, über das alle reden. Kostenlos im App Store und bei Google Play.',
    theme: 'Launch',
    status: 'proposed',
    translations: [{ locale: 'en', headline: 'New: Puzzle Quest', adCopy: 'The puzzle game everyone is talking about.' }],
  },
  {
    name: 'Space Runner – speed',
    headline: 'Outrun the asteroid storm',
    adCopy: 'Dodge, dash and boost through 200 galaxies.',
    theme: 'Gameplay',
    rankField: 'topPerformer',
    translations: de('Entkomme dem Asteroidensturm', 'Weiche aus und rase durch 200 Galaxien.'),
  },
  {
    name: 'Space Runner – pilots',
    headline: 'Pick your pilot',
    adCopy: 'Twelve pilots, twelve ships, one leaderboard.',
    theme: 'Characters',
    status: 'approved',
    translations: de('Wähle deinen Piloten', 'Zwölf Piloten, zwölf Schiffe, eine Bestenliste.'),
  },
];

/** The demo's ad copy: ten copies in the first application, two in the second. */
export async function seedDemoAdCopy(
  tx: Transaction,
  demo: { clientId: string; applications: { id: string; code: string; name: string }[]; userId: string },
) {
  const [first, second] = demo.applications;
  const scopeOf = (application: { id: string; code: string; name: string }) =>
    ({ clientId: demo.clientId, application: { ...application, clientId: demo.clientId } }) as ApplicationScope;
  const normalised = COPIES.map((copy) => {
    const result = normaliseAdCopy(copy, 'create');
    if (!result.ok) throw new Error(`demo ad copy '${copy.name}': ${result.errors.map((error) => error.message).join(' ')}`);
    return result;
  });
  await insertAdCopies(tx, scopeOf(first!), demo.userId, normalised.slice(0, 10));
  if (second) await insertAdCopies(tx, scopeOf(second), demo.userId, normalised.slice(10));
}
