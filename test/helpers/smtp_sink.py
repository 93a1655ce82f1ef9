"""A next hop for the relay tests: aiosmtpd with a handler that keeps every message's bytes exactly as received.

Run as `python3 -m aiosmtpd -n -l 127.0.0.1:PORT -c smtp_sink.Sink DIRECTORY` with this folder on PYTHONPATH. Each
accepted message is written to DIRECTORY/N.eml (the DATA bytes, CRLF and all) with DIRECTORY/N.json (its envelope).
Recipients whose local part starts with "refuse-" are refused with 550; a sender starting with "refuse-" has its
message refused with 554 after DATA, and "later-" with 451.
"""

import json
import os


class Sink:
    def __init__(self, directory):
        self.directory = directory
        self.count = 0

    @classmethod
    def from_cli(cls, parser, *args):
        if len(args) != 1:
            parser.error("Sink takes the directory to write messages to")
        return cls(args[0])

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith("refuse-"):
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if envelope.mail_from.startswith("refuse-"):
            return "554 5.6.0 Message refused by the sink"
        if envelope.mail_from.startswith("later-"):
            return "451 4.3.0 Sink busy, try later"
        self.count += 1
        base = os.path.join(self.directory, str(self.count))
        with open(base + ".eml.part", "wb") as f:
            f.write(envelope.original_content)
        with open(base + ".json", "w") as f:
            json.dump({"from": envelope.mail_from, "to": envelope.rcpt_tos}, f)
        os.rename(base + ".eml.part", base + ".eml")
        return "250 OK queued as sink-%d" % self.count
