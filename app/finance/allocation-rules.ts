// The asset classes and the asset-allocation planner's adjustment rules as plain data, apart
// from its maths, so other pages and the method text can use them without loading the market data.
import type { AssetMix } from "./risk-tolerance.ts";

export type AssetClass = keyof AssetMix;
export const assetClasses: readonly AssetClass[] = ["equity", "debt", "gold", "cash"];

/** Equity fades to nothing over the last this-many years before the goal (no 10-year Sensex window lost money in 1980-2025). */
export const equityGlideYears = 10;
/** Gold fades over the last seven years (no 7-year window of gold in rupees lost money in 1980-2025). */
export const goldGlideYears = 7;
/** Percent kept in cash until an emergency fund exists, by the quiz's emergency-fund answer. */
export const emergencyCashFloor: Readonly<Record<string, number>> = { none: 20, under3: 10 };
/** Equity percentage points given up while there is no health cover. */
export const noHealthCoverEquityCut = 10;
