import {
  formatEuro,
  formatPercent,
  statisticsFinalAmountHint,
  statisticsPaymentShareHint,
  statisticsTexts,
  statisticsTipPerOrderHint,
} from "@tischservice/core";
import { RevenueCard } from "@tischservice/ui";
import { Banknote, CreditCard, Euro, HandCoins, Percent, Receipt, ShoppingCart, Wallet } from "lucide-react";
import type { Statistics } from "../../../api/statistics.ts";

/** The eight revenue cards; each says 'Keine Daten' when nothing was paid in the period. */
export function RevenueCards({ revenue }: { revenue: Statistics["revenue"] }) {
  const r = revenue;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <RevenueCard
        title={statisticsTexts.cardTotalRevenue}
        icon={<Euro />}
        value={r ? r.totalRevenue : null}
      />
      <RevenueCard
        title={statisticsTexts.cardOrderCount}
        icon={<Receipt />}
        value={r ? new Intl.NumberFormat("de-DE").format(r.orderCount) : null}
      />
      <RevenueCard
        title={statisticsTexts.cardAverageOrderValue}
        icon={<ShoppingCart />}
        value={r ? r.averageOrderValue : null}
      />
      <RevenueCard
        title={statisticsTexts.cardAverageFinalAmount}
        icon={<Wallet />}
        value={r ? r.averageFinalAmount : null}
        hint={r ? statisticsFinalAmountHint(formatPercent(r.averageTipPercent)) : undefined}
      />
      <RevenueCard
        title={statisticsTexts.cardTotalTips}
        icon={<HandCoins />}
        value={r ? r.totalTips : null}
      />
      <RevenueCard
        title={statisticsTexts.cardAverageTipPercent}
        icon={<Percent />}
        value={r ? formatPercent(r.averageTipPercent) : null}
        hint={r ? statisticsTipPerOrderHint(formatEuro(r.tipPerOrder)) : undefined}
      />
      <RevenueCard
        title={statisticsTexts.cardCashPayments}
        icon={<Banknote />}
        value={r ? r.cash.amount : null}
        hint={
          r
            ? statisticsPaymentShareHint(
                r.cash.count,
                formatEuro(r.cash.amount),
                formatPercent(r.cash.sharePercent),
              )
            : undefined
        }
      />
      <RevenueCard
        title={statisticsTexts.cardCardPayments}
        icon={<CreditCard />}
        value={r ? r.card.amount : null}
        hint={
          r
            ? statisticsPaymentShareHint(
                r.card.count,
                formatEuro(r.card.amount),
                formatPercent(r.card.sharePercent),
              )
            : undefined
        }
      />
    </div>
  );
}
