import type { ReactNode } from 'react';
import { useAuth } from '../../../app/auth-context';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { CompanyCard } from '../components/company-card';
import { DashboardCharts } from '../components/dashboard-charts';
import { DeleteAccountCard } from '../components/delete-account-card';
import { GetStartedCard } from '../components/get-started-card';
import { StatTiles } from '../components/stat-tiles';
import { SubscriptionCard } from '../components/subscription-card';

export type DashboardPageProps = {
  /** The AI configuration form, composed in web/app (a feature may not import another feature). */
  getStarted?: ReactNode;
  /** The configuration tips card, composed in web/app likewise. */
  tips?: ReactNode;
};

export function DashboardPage({ getStarted, tips }: DashboardPageProps) {
  const { user, currentCompany } = useAuth();
  // What is below the fold on a laptop (charts, the configuration form) renders after the cards above it paint.
  const belowTheFold = useAfterFirstPaint();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Welcome back{user?.name ? `, ${user.name}` : ''}. Here is where your prospecting stands.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {currentCompany && <CompanyCard company={currentCompany} />}
        <SubscriptionCard />
      </div>
      <StatTiles />
      {belowTheFold && (
        <>
          <DashboardCharts />
          <GetStartedCard>{getStarted}</GetStartedCard>
          {tips}
          <DeleteAccountCard />
        </>
      )}
    </div>
  );
}
