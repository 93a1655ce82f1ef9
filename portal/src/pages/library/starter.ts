/** A small, valid signature to start from: only placeholders the editor offers, so it raises no warning of its own. */
export const STARTER_HTML = `<table role="presentation" cellpadding="0" cellspacing="0">
  <tr>
    <td style="font-family: Arial, sans-serif; font-size: 13px; color: #333333;">
      <strong>{{displayName}}</strong><br>
      {{jobTitle}}<br>
      {{email}}
    </td>
  </tr>
</table>`;

/**
 * An out-of-office reply to start from, to colleagues and to people outside: the sections leave a sentence out while
 * the person gave no day back or nobody to contact.
 */
export const STARTER_REPLY = {
  internal: `<p style="font-family: Arial, sans-serif; font-size: 13px; color: #333333;">
  Hello, I am away{{#ooo.until}} until {{ooo.until}}{{/ooo.until}} and will read your message when I am back.{{#ooo.contact}}
  For anything that cannot wait, please ask {{ooo.contact}}.{{/ooo.contact}}<br><br>
  {{displayName}}
</p>`,
  external: `<p style="font-family: Arial, sans-serif; font-size: 13px; color: #333333;">
  Thank you for your message. I am out of the office{{#ooo.until}} until {{ooo.until}}{{/ooo.until}}.{{#ooo.contact}}
  For anything urgent, please write to {{ooo.contact}}.{{/ooo.contact}}<br><br>
  {{displayName}}{{#jobTitle}}<br>
  {{jobTitle}}{{/jobTitle}}
</p>`,
};
