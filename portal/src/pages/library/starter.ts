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
