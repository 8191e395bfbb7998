-- A document's PDF, stored once when it is issued (the voucher as the customer got it,
-- whatever later versions of the layout or font would make); the e-invoices waiting
-- for the business to hand them to an access point, and when they were; and the files
-- a mail carries (an invoice's PDF beside the order confirmation).
alter table documents add column pdf blob;
create index documents_issued on documents (issued_at);

create table document_deliveries (
    document_id text primary key,
    channel text not null,
    state text not null,
    ready_at text not null,
    sent_at text,
    sent_by text
);

create table mail_attachments (
    mail_id text not null,
    position integer not null,
    file_name text not null,
    content_type text not null,
    body blob not null,
    primary key (mail_id, position)
);
