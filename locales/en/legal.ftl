## Legal pages: privacy policy (/privatlivspolitik) and terms of sale (/handelsbetingelser)

legal-updated = Last updated: 22 November 2026
legal-toc-heading = Contents
legal-company-cvr = CVR no.: { $cvr }
legal-company-email = Email: { $email }
legal-company-phone = Phone: { $phone }

## Privacy policy

privacy-page-meta-title = Privacy policy | { $name }
privacy-page-description = How { $name } processes your personal data: what we collect and why, how long we keep it, and your rights under the GDPR.
privacy-page-heading = Privacy policy
privacy-page-intro = At { $name } we take good care of your personal data. Here you can read which data we process when you use our website and web shop, ask for a quote or buy a service from us, why we do so, and what rights you have under the General Data Protection Regulation (GDPR) and databeskyttelsesloven (the Danish Data Protection Act).

privacy-section-controller-heading = Data controller
privacy-section-controller-text = The data controller responsible for processing your personal data is:
privacy-section-controller-contact = If you have any questions about how we process your data, or if you wish to exercise your rights, write to { $email } or call { $phone }.

privacy-section-data-heading = What data we process
privacy-section-data-text = We only process the data we need. We do not ask for sensitive data, such as information about your health, and we ask you not to include it in messages to us.
privacy-data-account-title = Your account
privacy-data-account-text = When you create an account: first name, last name, email address, phone number (if you provide it) and your password, which we only store in encrypted form and can never see.
privacy-data-orders-title = Orders
privacy-data-orders-text = When you buy products: order number, items, amount, status and date, as well as your name, delivery and billing address, email address and phone number. We neither see nor store your card details – these are handled by the payment provider.
privacy-data-requests-title = Contact and quote requests
privacy-data-requests-text = When you write to us or ask for a quote: name, email address, phone number and what you tell us about the job, such as the address, photos and a description of your electrical installation.
privacy-data-newsletter-title = Newsletter
privacy-data-newsletter-text = When you sign up for our newsletter: your email address, your language, when you signed up and when you confirmed your subscription with the button on the page that the link in the email opens, and the IP address and browser you confirmed from (so that we can show that a person, not a program, confirmed it), a checksum of the text you were shown when you gave your consent, your discount code and – if you unsubscribe – when you did so.
privacy-data-technical-title = Technical data
privacy-data-technical-text = When you visit the website, our server records the IP address, the time, the page you request and the browser type in a technical log. The log is used only for operation, troubleshooting and security, for example to prevent misuse of the login.

privacy-section-cookies-heading = Cookies and local storage
privacy-section-cookies-text = We only use what is technically necessary for the website and web shop to work. This means that your consent is not required, and you will not see a cookie banner on our site.
privacy-cookie-session = The ‘session’ cookie keeps you logged in. It is only set when you log in and is deleted when you log out, or after 30 days at the latest.
privacy-cookie-lang = The ‘lang’ cookie remembers your choice of language for up to 1 year.
privacy-cookie-cart = Your basket is saved in your browser's local storage on your own device, so that it does not disappear when you close the page. Its contents are only sent to us when you go to checkout, and we keep them for no more than 30 days if you do not place an order.
privacy-section-cookies-none = We do not use any cookies or similar technologies for statistics, tracking or marketing, and we do not show advertising from third parties.

privacy-section-purposes-heading = Purposes and legal basis
privacy-section-purposes-text = We only process your data when we have a legal basis under Art. 6(1) GDPR:
privacy-purpose-contract-title = Contract (Art. 6(1)(b) GDPR)
privacy-purpose-contract-text = To create and manage your account, process and deliver your orders, give you a quote and carry out the electrical work you order from us.
privacy-purpose-legal-title = Legal obligation (Art. 6(1)(c) GDPR)
privacy-purpose-legal-text = To comply with legal requirements, in particular bogføringsloven (the Danish Bookkeeping Act), which requires us to keep accounting records such as invoices and orders for 5 years, and the rules on documenting electrical installation work.
privacy-purpose-interest-title = Legitimate interest (Art. 6(1)(f) GDPR)
privacy-purpose-interest-text = To answer enquiries that have not yet led to a contract, to operate and secure the website, to prevent misuse and fraud, and to establish or defend legal claims, for example in the case of a complaint about a defect. Our legitimate interest is being able to run our business securely and provide good service.
privacy-purpose-consent-title = Consent (Art. 6(1)(a) GDPR)
privacy-purpose-consent-text = To send you our newsletter. You can withdraw your consent at any time via the link in the newsletter or by writing to us. This does not affect the lawfulness of the processing carried out before you withdrew your consent.

privacy-section-recipients-heading = Who we share data with
privacy-section-recipients-text = We never sell your data, and we do not pass it on to others for their own purposes, such as marketing. We use a small number of suppliers (data processors), who may only process the data on our instructions and under a data processing agreement:
privacy-recipient-hosting = Hosting and operation: our hosting provider, which operates the servers in the EU on which the website, the web shop and the database run.
privacy-recipient-shop = Web shop and payment: in our own checkout, we store your delivery and billing details ourselves together with the order, and your bank only receives what you yourself write in the transfer. If the web shop uses Shopify for checkout, the contents of your basket are sent to Shopify, and you enter your delivery and payment details directly with them and with the payment providers linked to their checkout.
privacy-recipient-shipping = Shipping: the carrier receives your name, address and phone number so that the goods can be delivered.
privacy-recipient-authorities = Advisers and authorities: our auditor and public authorities such as Skattestyrelsen (the Danish Tax Agency), where required by law.
privacy-section-recipients-transfer = If a supplier processes data outside the EU/EEA, this only takes place on a lawful basis for transfer, such as an adequacy decision by the European Commission (as for Canada and for companies certified under the EU-U.S. Data Privacy Framework) or the European Commission's standard contractual clauses.

privacy-section-storage-heading = How long we keep data
privacy-section-storage-text = We do not keep data for longer than we need it:
privacy-storage-account = Account: for as long as you have an account. You can delete it yourself at any time in your profile under My account, and if it has not been used for 3 years, we will delete it – we will email you 30 days beforehand, and if you log in, you keep it.
privacy-storage-orders = Orders, invoices and other accounting records: 5 years from the end of the financial year to which they relate, in accordance with bogføringsloven (the Danish Bookkeeping Act).
privacy-storage-requests = Contact and quote requests: up to 12 months after our last contact if they do not lead to a contract. If the request turns into a job, we keep it with the case file.
privacy-storage-work = Case files and documentation of completed electrical work: up to 5 years after the work is completed, so that we can handle guarantee claims and complaints and document the work.
privacy-storage-newsletter = Newsletter: until you unsubscribe. If a subscription is not confirmed via the link in the email, we delete it after 7 days.
privacy-storage-logs = Technical log files: no more than 30 days.

privacy-section-security-heading = Security
privacy-section-security-text = We protect your data with appropriate technical and organisational measures: all traffic to the website is encrypted (HTTPS), passwords are only stored as encrypted hash values, and only employees who need the data for their work have access to it. Should a security breach nevertheless occur that poses a high risk to you, we will notify you as soon as possible.

privacy-section-rights-heading = Your rights
privacy-section-rights-text = Under the GDPR you have a number of rights. If you wish to exercise them, write to { $email }. It is free of charge, and we will reply as soon as possible and within one month at the latest.
privacy-right-access-title = Right of access
privacy-right-access-text = You can find out what data we process about you, where it comes from and what we use it for – and receive a copy of it. If you have an account, you can download everything we hold about it yourself as a single file with ‘Download my data’ in your profile under My account.
privacy-right-rectification-title = Right to rectification
privacy-right-rectification-text = You can have incorrect or incomplete data corrected. You can also correct your name and phone number yourself in your profile under My account.
privacy-right-erasure-title = Right to erasure
privacy-right-erasure-text = You can ask us to delete your data. We will delete it unless we have to keep it because of legal requirements, such as bogføringsloven (the Danish Bookkeeping Act), or in order to defend a legal claim. If you have an account, you can delete it yourself with ‘Delete my account’ in your profile under My account: your account, your enquiries and your newsletter subscription are deleted immediately, and your orders are kept for the rest of the 5 years without your name, address, phone number and email address.
privacy-right-restriction-title = Right to restriction of processing
privacy-right-restriction-text = You can ask us to temporarily do nothing with your data except store it, for example while we check whether it is correct.
privacy-right-portability-title = Right to data portability
privacy-right-portability-text = You can receive the data that you yourself have provided to us on the basis of a contract or consent in a structured, commonly used and machine-readable format, and have it transferred to someone else – the file from ‘Download my data’ is in JSON format.
privacy-right-objection-title = Right to object
privacy-right-objection-text = You can object to processing that we carry out on the basis of our legitimate interest. We will then stop, unless we have compelling legitimate grounds that override your interests.
privacy-right-withdraw-title = Right to withdraw consent
privacy-right-withdraw-text = If you have given your consent, for example to receive the newsletter, you can withdraw it at any time.

privacy-section-complaint-heading = Complaints to Datatilsynet
privacy-section-complaint-text = If you are dissatisfied with how we process your personal data, we would like to hear about it so that we can put things right. You also always have the right to lodge a complaint with Datatilsynet (the Danish Data Protection Agency):
privacy-complaint-authority = Datatilsynet (the Danish Data Protection Agency), Carl Jacobsens Vej 35, 2500 Valby, phone 33 19 32 00, www.datatilsynet.dk

privacy-section-changes-heading = Changes
privacy-section-changes-text = We update this privacy policy when we change the way we process personal data or when the rules change. The date at the top shows when it was last updated. If we make significant changes, we will let you know on the website and by email if you have an account.

## Terms of sale

terms-page-meta-title = Terms and conditions | { $name }
terms-page-description = Terms and conditions of { $name }: prices incl. VAT, payment, delivery, free shipping over DKK 750, a 14-day right of withdrawal and a 2-year right to claim for defects.
terms-page-heading = Terms and conditions
terms-page-intro = These terms and conditions apply when you buy goods as a consumer in the { $name } web shop. Please read them before you order – by placing an order, you accept the terms.

terms-section-seller-heading = Company details
terms-section-seller-text = The web shop is operated by:

terms-section-prices-heading = Prices
terms-section-prices-text = All prices are in Danish kroner (DKK) and include 25% VAT (moms). Shipping and any fees are clearly shown in the basket and at checkout before you approve the purchase.
terms-section-prices-errors = Subject to typographical errors, items selling out and price changes. If a price is obviously wrong, for example due to a technical error, we may cancel the order and refund the full amount.

terms-section-order-heading = Ordering and contract
terms-section-order-text = You order by adding items to your basket and going to checkout. You do not need an account. At checkout you choose delivery and payment, enter your name, address, phone number and email address, accept these terms and conditions and approve the purchase with the ‘Order with obligation to pay’ button.
terms-section-order-contract = The contract is binding once we have sent an order confirmation to your email address. Check the confirmation and contact us as soon as possible if there are any errors. You can also see your orders under My account. The contract is concluded in Danish, and we keep it on file – write to us if you would like a copy.

terms-section-payment-heading = Payment
terms-section-payment-text = You pay by bank transfer against the invoice you receive by email with the order confirmation (within 8 days, stating the order number in the message to the recipient), on collection in the shop, or – as a public sector customer – against an electronic invoice to your EAN number. We dispatch the goods once payment has been received. If you pay by card at our web shop provider's checkout, the amount is reserved when you buy and only charged when the goods are dispatched; we never see your card details.

terms-section-delivery-heading = Delivery
terms-section-delivery-text = We deliver to addresses in Denmark, excluding the Faroe Islands and Greenland. Items in stock are normally dispatched within 1–3 working days, and you will receive an email with track & trace when the parcel has been sent.
terms-section-delivery-shipping = Shipping is free when your items cost at least DKK 750 after any discount. If you spend less, you pay a shipping fee, which is shown in the basket and at checkout before you approve the purchase. If you collect the goods from the shop yourself, it is free.
terms-section-delivery-damage = Check the goods when you receive them. If the parcel is damaged, ask the carrier to make a note of it and contact us as soon as possible.

terms-section-withdrawal-heading = Right of withdrawal
terms-section-withdrawal-text = You have a 14-day right of withdrawal when you buy goods from us as a consumer. The period runs from the day you receive the goods. If an order is delivered in several shipments, the period runs from the day you receive the last item.
terms-section-withdrawal-how = If you wish to withdraw, you must notify us clearly before the deadline – write to { $email } stating your order number and the items concerned. You can also use the standard withdrawal form from Forbrugerombudsmanden (the Danish Consumer Ombudsman), but this is not a requirement.
terms-section-withdrawal-return = You must send the goods back no later than 14 days after withdrawing, and you pay the return shipping yourself. We will refund the full purchase price, including the original standard shipping, no later than 14 days after receiving your notice, but we may withhold the refund until we have received the goods.
terms-section-withdrawal-condition = You may examine the goods as you would in a physical shop, but not put them into use. If the goods have been used more than necessary, or have been fitted into an electrical installation, we may deduct the loss in value from the amount refunded.
terms-section-withdrawal-exceptions = The right of withdrawal does not apply to goods made to your measurements or specifications, such as cable cut to a specific length, nor to services that have been fully performed if you asked us to start before the deadline and were informed that you would then lose your right of withdrawal.
terms-section-withdrawal-form-link = Go to the model withdrawal form

terms-section-complaints-heading = Right to claim for defects (reklamationsret)
terms-section-complaints-text = You have a 2-year right to claim for defects under the Danish Sale of Goods Act (købeloven). This means that you can complain about faults and defects that were present when you received the goods and that become apparent within 2 years. If the fault becomes apparent within the first year, we assume that it was there from the start. Normal wear and tear and damage caused by incorrect use or incorrect installation are not covered.
terms-section-complaints-how = Complain within a reasonable time after discovering the fault – if you complain within 2 months, it is always in time. Write to { $email } with your order number, a description of the fault and, ideally, photos.
terms-section-complaints-remedy = If the complaint is justified, we will repair or replace the goods, give a price reduction or refund the purchase price in accordance with the rules of the Danish Sale of Goods Act (købeloven). We pay reasonable return shipping costs.

terms-section-warranty-heading = Guarantee on our work
terms-section-warranty-text = The right to claim for defects described above applies to goods. For electrical work carried out by our electricians, we give a 12-month guarantee on the work from the day the job is completed. Jobs in our Premium and Exclusive packages – such as new installations, fuse boards, smart home and charging points – come with a 2-year guarantee.
terms-section-warranty-scope = The guarantee covers faults in our work, such as a connection that has not been made correctly. It does not cover materials and appliances that you have supplied yourself, damage resulting from alterations made by others, or normal wear and tear. Goods that we supply and install are also covered by the 2-year right to claim for defects. The guarantee is in addition to your statutory rights.

terms-section-installation-heading = Installation and other services
terms-section-installation-text = A purchase in the web shop covers the goods only. If you would like us to install them, the installation is booked separately – call { $phone } or ask for a quote using the form on the home page. Installation jobs are carried out on the basis of a separate fixed-price quote.
terms-section-installation-rules = Please remember that, under the regulations, most products for the fixed electrical installation, such as sockets, fuse board components, cables and recessed spotlights, must be installed by an authorised electrical contractor.
terms-section-installation-withdrawal = If you order electrical work from us at a distance or away from our business premises, you also have a 14-day right of withdrawal as a consumer. If you ask us to start before the deadline and then withdraw, you pay for the work that has been carried out. The right of withdrawal does not apply to urgent repairs that you yourself have asked us to come and carry out.

terms-section-recycling-heading = Used electrical equipment and batteries
terms-section-recycling-text = Electrical and electronic equipment and batteries are marked with a crossed-out wheelie bin: they must not go in the household waste but be handed in for recycling. You can hand them in free of charge at your municipality's recycling centre.
terms-section-recycling-take-back = When you buy a new electrical product from us, we take back a similar used product free of charge when we deliver or install the new one, or when you collect it in the shop. Call { $phone } or write to { $email } and we will arrange it.

terms-section-disputes-heading = Complaints and disputes
terms-section-disputes-text = If you are dissatisfied with your purchase, please contact us first at { $email } – we can usually find a solution together.
terms-section-disputes-board = If we cannot reach an agreement, you can complain to Nævnenes Hus (the Danish consumer complaints board), Toldboden 2, 8800 Viborg, www.naevneneshus.dk. The complaint is first handled by Center for Klageløsning (the Centre for Complaint Resolution) and can then be referred to Forbrugerklagenævnet (the Danish Consumer Complaints Board).
terms-section-disputes-eu = The European Commission's former online dispute resolution platform (ODR) has closed. If you live in another EU country, you can instead get help from Forbrugereuropa (the European Consumer Centre Denmark), www.forbrugereuropa.dk.

terms-section-privacy-heading = Personal data
terms-section-privacy-text = We treat your personal data confidentially and in accordance with data protection rules. We only use it to complete your purchase and provide you with service, and we never sell it on.
terms-section-privacy-link = Read our privacy policy

terms-section-withdrawal-form-heading = Model withdrawal form
terms-section-withdrawal-form-intro = If you wish to withdraw from a purchase, you can use this form. Print it, or copy the text into an email to { $email }, and fill it in. You do not have to use the form – any other clear statement that you send before the deadline is just as valid.
terms-withdrawal-form-note = (complete and return this form only if you wish to withdraw from the contract)
terms-withdrawal-form-to = To: { $name }, { $address }, { $email }
terms-withdrawal-form-notice = I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods:
terms-withdrawal-form-dates = Ordered on (*)/received on (*):
terms-withdrawal-form-name = Name of consumer(s):
terms-withdrawal-form-address = Address of consumer(s):
terms-withdrawal-form-signature = Signature of consumer(s) (only if this form is notified on paper):
terms-withdrawal-form-date = Date:
terms-withdrawal-form-footnote = (*) Delete as appropriate.
