/** A legal document's text: paragraphs separated by blank lines. */
export function LegalText({ body }: { body: string }) {
  return (
    <div className="legal-text">
      {body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
