import { useState } from 'react';
import { graphql } from '../../graphql/generated/index.ts';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { Button } from '../../shell/button.tsx';
import { errorMessage } from '../../graphql/index.ts';
import '../../shell/data-table.css';
import '../../forms/inline-form.css';
import '../accounts.css';
import { formatBytes } from '@tablecraft/core';
import { activateKeyPath, activeProUntil, limitText, usageRows, type PlanLimits, type Usage } from '../../keys/index.ts';
import { Loading } from '../../shell/loading.tsx';

export const ACCOUNT_PLAN = graphql(`
  query AccountPlan {
    viewer {
      id
      account {
        proUntil
        plan {
          ...PlanLimits
        }
        usage {
          privateGames
          openRooms
          assetBytes
        }
      }
    }
    plans {
      ...PlanLimits
    }
  }
`);

const LIMITS: ReadonlyArray<[string, (plan: PlanLimits) => string]> = [
  ['Private games', (plan) => limitText(plan.maxPrivateGames)],
  ['Open rooms', (plan) => limitText(plan.maxOpenRooms)],
  ['Asset storage', (plan) => limitText(plan.maxAssetBytes, formatBytes)],
  ['Seats per room', (plan) => limitText(plan.maxSeatsPerRoom)],
];

/** /account/plan: the viewer's plan, usage against each of its limits, a key-granted Pro's end, and the plans side by side. */
export function AccountPlanPage() {
  const { data, loading, error } = useQuery(ACCOUNT_PLAN, { fetchPolicy: 'cache-and-network' });
  const account = data?.viewer?.account ?? null;
  return (
    <>
      <PageHead title="Plan" robots="noindex" />
      <h1>Plan</h1>
      {loading && !data ? (
        <Loading label="Loading your plan…" />
      ) : error && !account ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : account ? (
        <>
          <CurrentPlan plan={account.plan} proUntil={account.proUntil} />
          <UsageTable plan={account.plan} usage={account.usage} />
          <PlanComparison plans={data?.plans ?? []} currentId={account.plan.id} />
          <KeyForm />
        </>
      ) : null}
    </>
  );
}

function CurrentPlan({ plan, proUntil }: { plan: PlanLimits; proUntil: string | null }) {
  const end = activeProUntil(proUntil);
  return (
    <p>
      You are on the <strong>{plan.name}</strong> plan.
      {end ? (
        <>
          {' '}
          Pro from an activation key ends on <strong>{end.toLocaleDateString(undefined, { dateStyle: 'long' })}</strong>; after that your
          account returns to Free and keeps everything it has, but cannot add past Free's limits.
        </>
      ) : null}
    </p>
  );
}

function UsageTable({ plan, usage }: { plan: PlanLimits; usage: Usage }) {
  return (
    <>
      <h2>Your usage</h2>
      <table className="settings-table plan-usage">
        <tbody>
          {usageRows(plan, usage).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                {row.text}
                {row.atLimit ? <strong className="plan-at-limit"> · limit reached</strong> : null}
              </td>
              <td>
                {row.ratio === null ? null : (
                  <meter min={0} max={1} low={0.75} high={0.99} optimum={0} value={row.ratio} aria-label={`${row.label} used`} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function PlanComparison({ plans, currentId }: { plans: PlanLimits[]; currentId: string }) {
  if (plans.length === 0) return null;
  return (
    <>
      <h2>Plans</h2>
      <table className="settings-table">
        <thead>
          <tr>
            <th scope="col">Limit</th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" aria-current={plan.id === currentId ? 'true' : undefined}>
                {plan.name}
                {plan.id === currentId ? ' (yours)' : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIMITS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{value(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Someone with a key from a card or an email types it here instead of editing an address. */
function KeyForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const path = activateKeyPath(code);
  return (
    <form
      className="settings-inline-form"
      aria-label="Activate a key"
      onSubmit={(event) => {
        event.preventDefault();
        if (path) navigate(path);
      }}
    >
      <div className="field">
        <label htmlFor="activation-key">Have an activation key?</label>
        <input
          id="activation-key"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" variant="outlined" disabled={!path}>
        Continue
      </Button>
    </form>
  );
}
