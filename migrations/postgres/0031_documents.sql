-- Invoices and credit notes: documents of their own, issued once, never changed. Each
-- kind is one series without gaps: the next number is taken by the transaction that
-- stores the document (a failed issue gives it back). `source` makes an issue happen
-- once (an order's invoice, a refund's credit note); `content` is everything on the
-- document as issued (JSON).
create table document_numbers (
    series text primary key,
    next_value bigint not null
);
insert into document_numbers (series, next_value) values ('invoice', 1);
insert into document_numbers (series, next_value) values ('credit_note', 1);

create table documents (
    id text primary key,
    kind text not null,
    number bigint not null,
    order_number text not null,
    corrects bigint,
    source text not null unique,
    issued_at text not null,
    lang text not null,
    content text not null,
    net_minor bigint not null,
    vat_minor bigint not null,
    gross_minor bigint not null
);
create unique index documents_kind_number on documents (kind, number);
create index documents_order on documents (order_number);
