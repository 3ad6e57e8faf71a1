// The cost of one round trip (a buy and a sell) on an Indian exchange: brokerage under the
// structure the investor chooses, then every statutory charge from trading-rates.ts.
// Amounts are kept to the paisa; contract notes round STT and stamp duty to the rupee per
// scrip, so a real note can differ by a rupee or two.
import { roundTo } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";
import {
  type Exchange,
  exchangeRates,
  gstOnCharges,
  type StatutoryRate,
  sebiTurnoverFee,
  stampDutyRates,
  sttRates,
  type TradeSegment,
} from "./trading-rates.ts";

/**
 * How the broker charges, per executed order:
 * - "flat": a fixed fee per order;
 * - "percent": a percent of the order value, capped at `cap` rupees (0 = no cap);
 * - "zero-delivery": nothing on delivery trades, the flat fee on everything else;
 * - "custom": flat fee plus percent, capped at `cap` (0 = no cap).
 */
export type BrokerageModel = "flat" | "percent" | "zero-delivery" | "custom";

export interface BrokerageStructure {
  model: BrokerageModel;
  flatFee: number;
  percent: number;
  cap: number;
}

export interface TradeInput {
  segment: TradeSegment;
  exchange: Exchange;
  /** Price per unit; for options, the premium per unit. */
  buyPrice: number;
  sellPrice: number;
  /** Units traded on each side (for F&O, lots × lot size). */
  quantity: number;
  brokerage: BrokerageStructure;
  /** Depository charge for taking shares out of the demat account on a delivery sell (GST included). */
  dpCharge: number;
}

export interface ChargeLine {
  id: "brokerage" | "stt" | "exchange" | "sebi" | "stampDuty" | "gst" | "dp";
  buy: number;
  sell: number;
  total: number;
  /** The statutory rate applied, if any (brokerage and DP charges are the broker's). */
  rate?: StatutoryRate;
}

export interface TradeCosts {
  buyValue: number;
  sellValue: number;
  /** Sell value − buy value, before charges. */
  grossProfit: number;
  charges: ChargeLine[];
  totalCharges: number;
  netProfit: number;
  /** Price move per unit, in rupees, that pays for all charges (total charges ÷ quantity). */
  breakEvenMove: number;
  /** Charges as a percent of the gross profit; null when there is no profit to eat into. */
  shareOfProfit: number | null;
  /** Charges as a percent of the buy value. */
  chargesPercentOfBuy: number;
}

/** Brokerage on one order of `value` rupees. */
export function brokerageForOrder(
  value: number,
  segment: TradeSegment,
  structure: BrokerageStructure,
): number {
  if (value <= 0) return 0;
  const capped = (amount: number) => (structure.cap > 0 ? Math.min(amount, structure.cap) : amount);
  switch (structure.model) {
    case "flat":
      return structure.flatFee;
    case "percent":
      return capped((value * structure.percent) / 100);
    case "zero-delivery":
      return segment === "delivery" ? 0 : structure.flatFee;
    case "custom":
      return capped(structure.flatFee + (value * structure.percent) / 100);
  }
}

const paise = (value: number) => roundTo(value, 2);
const ofValue = (value: number, rate: StatutoryRate) => (value * rate.percent) / 100;

function line(id: ChargeLine["id"], buy: number, sell: number, rate?: StatutoryRate): ChargeLine {
  return { id, buy: paise(buy), sell: paise(sell), total: paise(buy + sell), ...(rate ? { rate } : {}) };
}

export function calculateTradeCosts(input: TradeInput): FinanceResult<TradeCosts> {
  const { segment, quantity } = input;
  const buyValue = input.buyPrice * quantity;
  const sellValue = input.sellPrice * quantity;

  const stt = sttRates[segment];
  const exchange = exchangeRates[input.exchange][segment];
  const stamp = stampDutyRates[segment];

  const brokerage = [
    brokerageForOrder(buyValue, segment, input.brokerage),
    brokerageForOrder(sellValue, segment, input.brokerage),
  ] as const;
  const sttBuy = stt.side === "sell" ? 0 : ofValue(buyValue, stt);
  const sttSell = stt.side === "buy" ? 0 : ofValue(sellValue, stt);
  const exchangeCharges = [ofValue(buyValue, exchange), ofValue(sellValue, exchange)] as const;
  const sebi = [ofValue(buyValue, sebiTurnoverFee), ofValue(sellValue, sebiTurnoverFee)] as const;
  const gst = [0, 1].map(
    (side) =>
      (((brokerage[side] ?? 0) + (exchangeCharges[side] ?? 0) + (sebi[side] ?? 0)) * gstOnCharges.percent) /
      100,
  );
  const dp = segment === "delivery" && sellValue > 0 ? input.dpCharge : 0;

  const charges: ChargeLine[] = [
    line("brokerage", brokerage[0], brokerage[1]),
    line("stt", sttBuy, sttSell, stt),
    line("exchange", exchangeCharges[0], exchangeCharges[1], exchange),
    line("sebi", sebi[0], sebi[1], sebiTurnoverFee),
    line("stampDuty", ofValue(buyValue, stamp), 0, stamp),
    line("gst", gst[0] ?? 0, gst[1] ?? 0, gstOnCharges),
    line("dp", 0, dp),
  ];
  // Sum the unrounded amounts so the total is the exact cost rounded once.
  const exactTotal =
    brokerage[0] +
    brokerage[1] +
    sttBuy +
    sttSell +
    exchangeCharges[0] +
    exchangeCharges[1] +
    sebi[0] +
    sebi[1] +
    ofValue(buyValue, stamp) +
    (gst[0] ?? 0) +
    (gst[1] ?? 0) +
    dp;
  const grossProfit = sellValue - buyValue;
  return ok({
    buyValue: paise(buyValue),
    sellValue: paise(sellValue),
    grossProfit: paise(grossProfit),
    charges,
    totalCharges: paise(exactTotal),
    netProfit: paise(grossProfit - exactTotal),
    breakEvenMove: quantity > 0 ? roundTo(exactTotal / quantity, 4) : 0,
    shareOfProfit: grossProfit > 0 ? (exactTotal / grossProfit) * 100 : null,
    chargesPercentOfBuy: buyValue > 0 ? (exactTotal / buyValue) * 100 : 0,
  });
}
