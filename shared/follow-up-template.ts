import type { FollowUpTemplate } from './schemas/settings.js';

export interface TemplateValues {
  name: string;
  churchName: string;
  momentTitle: string;
}

/**
 * Fills in a follow-up email's placeholders (the server when it sends, the panel when it shows
 * the email first). A person who gave no name is greeted as "friend",
 * so "Welcome to the family, {name}" still reads well.
 */
export function fillTemplate(template: FollowUpTemplate, values: TemplateValues): FollowUpTemplate {
  const fill = (text: string) =>
    text
      .replaceAll('{name}', values.name.trim() || 'friend')
      .replaceAll('{churchName}', values.churchName)
      .replaceAll('{momentTitle}', values.momentTitle);
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** A body's paragraphs for the church's email layout: blank lines part them. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
