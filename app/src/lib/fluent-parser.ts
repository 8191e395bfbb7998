// The Fluent parser, for the server's bundle (and the unit tests): the server renders
// from Fluent source, while the browser gets its catalogues already parsed and so
// carries no parser (see lib/i18n.ts and `runtime_entries` in server/i18n/fluent.rs).
import { FluentResource } from "@fluent/bundle";
import { provideParser } from "./i18n";

provideParser((ftl) => new FluentResource(ftl));
