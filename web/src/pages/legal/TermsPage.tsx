import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';

/** /terms: the rules for using Tablecraft. */
export function TermsPage() {
  return (
    <main className="page narrow prose">
      <PageHead title="Terms" description="The terms for creating and playing games on Tablecraft." />
      <h1>Terms of Use</h1>
      <p>
        <em>Last updated: November 2025</em>
      </p>
      <p>
        These terms apply when you use Tablecraft to create tabletop games and play them online. By making an account or playing in a room
        you agree to them. Our <Link to="/privacy">Privacy</Link> page explains what we store and why.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give a working email address and keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Your user name and display name are public. Do not impersonate other people or use names that are offensive.</li>
        <li>You may delete your account at any time from your account settings.</li>
      </ul>

      <h2>Your games and content</h2>
      <ul>
        <li>
          You keep the rights to the games, rules and images you create or upload. You allow us to store, process and show them so that
          Tablecraft can work: to you, to the members and players you invite, and to everyone if you make a game public.
        </li>
        <li>
          Only upload material you have the right to use. Do not upload anything illegal, hateful or sexually explicit, or anything that
          infringes someone else&apos;s copyright or trademarks. We may remove content and games that break these rules.
        </li>
        <li>Uploads are limited to 8 MB per file, and each plan has limits on private games, open rooms, storage and seats.</li>
      </ul>

      <h2>Playing in rooms</h2>
      <ul>
        <li>Be kind to the people you play with, and respect the host&apos;s rules for the room.</li>
        <li>Do not try to see hidden information you are not meant to see, disrupt rooms, or overload the service.</li>
      </ul>

      <h2>Plans and keys</h2>
      <p>
        Tablecraft has a free plan and a Pro plan with higher limits. An activation key may grant Pro for a period of time or access to a
        particular game. Keys may not be resold.
      </p>

      <h2>Availability</h2>
      <p>
        We work to keep Tablecraft running and your data safe, but the service is provided as it is, without guarantees. Keep your own
        copies of art and rules that matter to you. We may change or end features; when we change these terms we will update the date above.
      </p>

      <h2>Ending</h2>
      <p>
        You can stop using Tablecraft and delete your account whenever you like. We may suspend accounts that break these terms,
        particularly when others are harmed.
      </p>
    </main>
  );
}
