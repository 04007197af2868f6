/**
 * Amounts of money as pages write them: the currency before or after the number, as a symbol or an ISO code,
 * with or without a (no-break) space: "$29", "€ 10", "4 €", "11 €", "3.99$", "USD 49", "49 EUR", "$10k".
 */

const SYMBOL = '[$€£¥₹]';
const CODE = '(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|INR|SEK|NOK|DKK|PLN|CZK|BRL|MXN)';
const NUMBER = String.raw`\d[\d,.]*k?`;
const GAP = String.raw`[\s\u00a0\u202f]?`;
const ONE =
  `(?:${SYMBOL}${GAP}${NUMBER}|${CODE}${GAP}${NUMBER}` + String.raw`|\b${NUMBER}${GAP}(?:${SYMBOL}|${CODE}\b))`;

/** One amount, or a range of two ("$0-$24", "10-20 €"), as a RegExp source. */
export const MONEY = String.raw`${ONE}(?:${GAP}[-–]${GAP}(?:${ONE}|${NUMBER}))?`;

/** A fresh RegExp for amounts (`g` for matchAll). */
export const moneyPattern = (flags = '') => new RegExp(MONEY, flags);

/** An amount written compactly, no-break spaces made plain: "11\u00a0€" → "11 €", "$ 5" → "$5". */
export const tidyMoney = (amount: string) =>
  amount.replace(/[\u00a0\u202f]/g, ' ').replace(/([$€£¥₹])\s+(?=\d)/g, '$1');

/** True when an amount is zero ("$0", "0 €", "EUR 0.00"). */
export const isZeroAmount = (amount: string) => /^(?:\D*)0(?:[.,]0+)?(?:\D*)$/.test(amount.trim());
