import { createHash } from 'node:crypto';
import type { World } from '../world.js';

/**
 * The sandbox's daily performance of every ad (Meta) and asset (AppLovin), generated from the
 * world: deterministic per (entity, day), so a re-sync of a day answers the same figures.
 *
 * Each design has its own level (impressions a day, CTR, IPM, CPM); an entity runs from a few days
 * after the window's start to yesterday (UTC). One design — FATIGUED_DESIGN_NAME — fatigues: from
 * FATIGUE_ONSET_DAYS_AGO days before today its CTR and IPM fall by half over three days, so the
 * demo always shows one fatigued creative with a recent onset.
 */

export const HISTORY_DAYS = 60;
export const FATIGUED_DESIGN_NAME = 'Boss fight teaser';
export const FATIGUE_ONSET_DAYS_AGO = 12;

export interface DayFigures {
  day: string;
  impressions: number;
  clicks: number;
  installs: number;
  spend: number;
  revenue: number;
}

const DAY_MS = 86_400_000;

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function unit(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 4294967296;
}

function designLevel(seed: number) {
  return {
    impressions: 6000 + unit('volume', seed) * 30000,
    ctr: 0.006 + unit('ctr', seed) * 0.02,
    ipm: 3 + unit('ipm', seed) * 8,
    cpm: 6 + unit('cpm', seed) * 8,
    arpi: 0.8 + unit('arpi', seed) * 2.5,
  };
}

/** The design a world file was cut from (by its seed). */
export function designOfFile(world: World, fileId: string) {
  const file = world.files.get(fileId);
  const seed = file?.design.seed ?? 1;
  return world.designs.find((design) => design.seed === seed) ?? { seed, name: '' };
}

/** When an entity ran: `today` in its account's time zone (default UTC), and its last day if it stopped. */
export interface DeliveryWindow {
  today?: string;
  deliveryEnd?: string;
}

/**
 * One entity's figures for one day, or null when it did not deliver (before its start, from today
 * on, after it stopped, or outside the history window). `share` scales the volume (an AppLovin
 * asset shares its creative set's delivery).
 */
export function figuresFor(
  world: World,
  entityId: string,
  fileId: string,
  day: string,
  share = 1,
  window: DeliveryWindow = {},
): DayFigures | null {
  const now = window.today ?? today();
  const first = addDays(now, -HISTORY_DAYS);
  if (day >= now || day < first) return null;
  if (window.deliveryEnd && day > window.deliveryEnd) return null;
  const startOffset = Math.floor(unit('start', entityId) * 8);
  if (day < addDays(first, startOffset)) return null;
  const design = designOfFile(world, fileId);
  const level = designLevel(design.seed);
  let quality = 1;
  if (design.name === FATIGUED_DESIGN_NAME) {
    const onset = addDays(now, -FATIGUE_ONSET_DAYS_AGO);
    if (day >= onset) {
      const elapsed = (Date.parse(day) - Date.parse(onset)) / DAY_MS + 1;
      quality = 1 - 0.5 * Math.min(1, elapsed / 3);
    }
  }
  const noise = (name: string, spread: number) => 1 + spread * (unit(name, entityId, day) * 2 - 1);
  const impressions = Math.round(level.impressions * share * noise('impressions', 0.25) * (0.6 + unit('entity', entityId) * 0.8));
  const clicks = Math.round(impressions * level.ctr * quality * noise('ctr', 0.12));
  const installs = Math.round((impressions / 1000) * level.ipm * quality * noise('ipm', 0.12));
  const spend = Math.round((impressions / 1000) * level.cpm * noise('cpm', 0.1) * 100) / 100;
  const revenue = Math.round(installs * level.arpi * noise('arpi', 0.3) * 100) / 100;
  return { day, impressions, clicks, installs, spend, revenue };
}
