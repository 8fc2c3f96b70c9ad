import { SCRIPT_API } from '@tablecraft/core/scripting';

// The script API beside the code, from the one list the learn guide and the sandbox's own test read too.

/** Every section of the script API: what to export, then what `game` offers. */
export function ScriptApiPanel() {
  return (
    <aside className="script-api" aria-labelledby="script-api-title">
      <h2 id="script-api-title">Script API</h2>
      {SCRIPT_API.map((section) => (
        <section key={section.title} className="script-api-section" aria-label={section.title}>
          <h3>{section.title}</h3>
          <p className="muted">{section.intro}</p>
          <dl>
            {section.entries.map((entry) => (
              <div key={entry.signature} className="script-api-entry">
                <dt>
                  <code>{entry.signature}</code>
                </dt>
                <dd>{entry.summary}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </aside>
  );
}
