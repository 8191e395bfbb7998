"""A real SMTP server for the tests (aiosmtpd): prints `READY <port>`, then one JSON
line per message it accepts ({"from", "to", "data"}). Modes:
  accept    accept everything
  refuse    answer 550 to every recipient (a permanent refusal)
  tempfail  answer 451 to DATA (a temporary failure)
With --user/--password it requires AUTH (PLAIN or LOGIN) before accepting mail. With
--tempfail-once ADDRESS the first message to that address gets 451, later ones pass.
"""
import argparse
import warnings
import asyncio
import json
import sys

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

# AUTH without TLS is fine on loopback in tests.
warnings.filterwarnings("ignore", message="Requiring AUTH while not requiring TLS")


class Handler:
    def __init__(self, mode, tempfail_once=None):
        self.mode = mode
        self.tempfail_once = tempfail_once

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.mode == "refuse":
            return "550 5.1.1 Mailbox unavailable"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.mode == "tempfail":
            return "451 4.3.0 Try again later"
        if self.tempfail_once and self.tempfail_once in envelope.rcpt_tos:
            self.tempfail_once = None
            return "451 4.3.0 Try again later"
        print(json.dumps({
            "from": envelope.mail_from,
            "to": envelope.rcpt_tos,
            "auth": session.authenticated,
            "data": envelope.content.decode("utf-8", "replace"),
        }), flush=True)
        return "250 OK"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--mode", default="accept", choices=["accept", "refuse", "tempfail"])
    parser.add_argument("--user")
    parser.add_argument("--password")
    parser.add_argument("--tempfail-once")
    args = parser.parse_args()
    # One handler for every connection, so "once" holds across them.
    handler = Handler(args.mode, args.tempfail_once)

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == args.user \
            and auth_data.password.decode() == args.password
        return AuthResult(success=ok)

    def factory():
        if args.user:
            return SMTP(handler, authenticator=authenticator, auth_required=True,
                        auth_require_tls=False, hostname="smtp-peer.test")
        return SMTP(handler, hostname="smtp-peer.test")

    async def serve():
        loop = asyncio.get_running_loop()
        server = await loop.create_server(factory, "127.0.0.1", args.port)
        print("READY %d" % server.sockets[0].getsockname()[1], flush=True)
        await server.serve_forever()

    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
