import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';

/** /privacy: what Tablecraft stores, why, for how long, and how to delete it. */
export function PrivacyPage() {
  return (
    <main className="page narrow prose">
      <PageHead title="Privacy" description="What Tablecraft stores about you, why, and how to delete it." />
      <h1>Privacy</h1>
      <p>
        <em>Last updated: November 2025</em>
      </p>
      <p>
        Tablecraft lets you create tabletop games in your browser and play them online. To do that we keep a small amount of information.
        This page lists all of it. We do not sell it, we do not use it for advertising, and we do not share it with anyone except as
        described here.
      </p>

      <h2>Your account</h2>
      <p>When you sign up we store:</p>
      <ul>
        <li>
          your <strong>email address</strong>, to let you log in and to send you password-reset links and messages about your account;
        </li>
        <li>
          your <strong>user name</strong> and <strong>display name</strong>, and a <strong>profile picture</strong> if you choose one. These
          are public: they appear on your profile page, on games you make and to people in rooms you join;
        </li>
        <li>
          a <strong>hash of your password</strong>, made with a slow, memory-hard function (scrypt). We never store your password itself and
          cannot read it;
        </li>
        <li>your plan and, if you redeemed an activation key, when its benefits end.</li>
      </ul>

      <h2>Sessions and cookies</h2>
      <p>
        When you log in we set one <strong>session cookie</strong>. It is marked HttpOnly, so scripts on the page cannot read it, and it is
        only sent to Tablecraft. On our side we keep a hash of the session token, when the session started and was last used, and your
        browser&apos;s user-agent string so you can recognise your sessions. A session ends when you log out, after 30 days without use, or
        when you change your password. We use no other cookies: no analytics cookies and no advertising cookies.
      </p>

      <h2>Your games and uploads</h2>
      <p>
        Games you create are stored with all of their revisions, including text, rules, scripts and settings, and the list of members and
        players you invite. Images you upload are stored with the versions we make of them for the web (resized copies, thumbnails and cut
        sheets). We remove hidden metadata such as camera and location details from images when we process them. Public games can be seen by
        anyone; private games only by you and the people you invite.
      </p>

      <h2>Rooms</h2>
      <p>
        When you play, we store the <strong>state of the room</strong>: where every piece is, who sits in which seat, and the recent moves,
        so a game can be resumed later and a dropped connection can catch up. Your cursor position and what you are dragging are shown live
        to the other people in the room but are not stored.
      </p>

      <h2>Logs and abuse prevention</h2>
      <p>
        Our servers write technical logs of requests. They include your <strong>IP address</strong>, the time, the page or action requested
        and your browser&apos;s user-agent. We use them to keep the service running and secure, and we count attempts per IP address and per
        account to <strong>rate-limit</strong> log-in, sign-up and password-reset requests. Rate-limit counters expire within an hour; logs
        are kept for a limited time and then deleted.
      </p>

      <h2>No third-party trackers</h2>
      <p>
        Tablecraft loads no third-party analytics, advertising or tracking scripts. Pages, pictures and game data are served by Tablecraft
        itself. The only link to another service is the community chat link in the header, which opens that service in a new tab when you
        choose to follow it.
      </p>

      <h2>Deleting your data</h2>
      <p>
        You can delete your account at any time from <Link to="/account/delete">Account → Delete</Link>. This deletes your account, your
        sessions, your games with their uploaded images, and the rooms you host. You can change your email, name, picture and password from
        your <Link to="/account/profile">account settings</Link>.
      </p>

      <h2>Questions</h2>
      <p>
        If you have a question about your data, ask us in the community chat or contact the people who run this Tablecraft site. See also
        the <Link to="/terms">Terms</Link>.
      </p>
    </main>
  );
}
