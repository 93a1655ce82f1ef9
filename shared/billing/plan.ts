/** The Standard plan's price per billable mailbox per month (the pricing page and seat savings read it here). */
export const SEAT_PRICE = { currency: 'EUR', monthlyCents: 150 } as const;

export const formatPrice = (cents: number) => `${SEAT_PRICE.currency} ${(cents / 100).toFixed(2)}`;
