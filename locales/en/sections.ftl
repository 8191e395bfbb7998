## Home page sections

overview-heading = Everything electrical – from the first socket to the whole house
overview-services-title = Electrical work
overview-services-text = Installation, fault finding, fuse boards, charging points and smart home. Authorised electricians, fixed prices and a 2-year guarantee on the work.
overview-services-link = See our services
overview-products-title = Products
overview-products-text = Quality sockets, lighting, smart home products and cables – the same ones we install ourselves. Free delivery on orders over DKK 750 and fast shipping.
overview-products-link = See the products

team-heading = Meet the team
team-text = We are a small, permanent team of authorised electricians and apprentices from Copenhagen. You get the same electrician from quote to handover – and they tidy up after themselves.
team-member-1-name = Jonas Nordgaard
team-member-1-role = Electrical contractor and owner
team-member-2-name = Sara Lindholm
team-member-2-role = Electrician, smart home
team-member-3-name = Ali Rasmussen
team-member-3-role = Electrician, fuse boards and commercial
team-link = Read more about us

columns-private-heading = For homeowners
columns-private-smart-home = Smart home: lighting, heating and security, controlled from your phone.
columns-private-charging = EV charging point, installed and registered with the grid operator.
columns-private-installation = New sockets, lights and extensions – neat and safe.
columns-business-heading = For businesses
columns-business-panels = Fuse board work: new boards, extensions and inspections.
columns-business-agreements = Service agreements with regular visits and rapid call-out.
columns-business-rental = Rental properties and tenancies: electrics ready for move-in, with documentation.

values-heading = What you can count on
values-safety-title = Safety
values-safety-text = Authorised, certified and insured. All work is carried out in accordance with current regulations and fully documented.
values-price-title = Fixed price
values-price-text = You get a fixed price before we start – with no hidden fees. Free advice and quotes.
values-punctuality-title = Punctuality
values-punctuality-text = We turn up when we said we would, and reply within 2 hours on weekdays.
values-warranty-title = Guarantee
values-warranty-text = 2-year guarantee. More than 15 years of electrical experience in Copenhagen and the surrounding area.
values-cta = Get a no-obligation quote

categories-heading = Find the right lighting
categories-text = Selected products for your home and garden – we're happy to help you choose and install them.
categories-link = See { $category }

booking-heading = Ready to get started?
booking-text = Book a free 10-minute call, or send us a description – and you'll get a fixed-price quote.
booking-button = Book free advice
booking-call = Call { $phone }

contact-heading = Free, professional advice
contact-intro = Tell us what you need and we'll get back to you with a fixed price. We reply within 2 hours on weekdays.
contact-trust-certified = Certified and insured electricians
contact-trust-fixed-price = Fixed price – no hidden fees
contact-trust-free-advice = Free advice and quotes
contact-trust-confidential = Your details are treated confidentially and never shared with third parties
contact-emergency-title = Power cut?
contact-emergency-text = Call our emergency line, weekdays 8 am–5 pm.
contact-emergency-call = Call { $phone }
quote-heading = Get a free quote
quote-name = Name
quote-email = Email
quote-phone = Phone
quote-phone-placeholder = 12 34 56 78
quote-message = What can we help you with?
quote-message-placeholder = E.g.: We would like 4 new spotlights in the kitchen and a socket on the terrace.
quote-submit = Send enquiry
quote-sending = Sending...
quote-success = Thank you! We will contact you within 24 hours.
quote-success-text = We have received your enquiry and will get back to you as soon as possible.
quote-failed = Something went wrong
quote-failed-text = Call us on { $phone }

newsletter-heading = Get 10% off your first order
newsletter-text = Sign up for our newsletter for useful tips on electrics, lighting and smart home – and get your discount code as soon as you have confirmed your subscription.
newsletter-email = Your email
newsletter-submit = Sign up
newsletter-sending = Signing up...
newsletter-no-spam = No spam
newsletter-max-one = At most one email a month
newsletter-unsubscribe = Unsubscribe at any time
newsletter-success = Check your inbox
newsletter-success-text = We have sent you an email. Confirm your subscription with the link in it, and we will send you your 10% discount code.

## Contact page (/kontakt)

kontakt-heading = Contact us
kontakt-intro = Write to us about anything, big or small. We reply within 24 hours – on weekdays usually within 2 hours.
kontakt-form-heading = Send a message
kontakt-name = Name
kontakt-email = Email
kontakt-phone = Phone (optional)
kontakt-message = Message
kontakt-submit = Send message
kontakt-success = Thank you for your message!
kontakt-success-text = We will get back to you as soon as possible.
kontakt-info-heading = Contact details
kontakt-phone-label = Phone
kontakt-email-label = Email
kontakt-address-label = Address
kontakt-hours-heading = Opening hours
kontakt-hours-range = { $from }–{ $to }: { $opens }–{ $closes }
kontakt-hours-single = { $from }: { $opens }–{ $closes }
kontakt-hours-day-first =
    { $day ->
         [Mo] Monday
         [Tu] Tuesday
         [We] Wednesday
         [Th] Thursday
         [Fr] Friday
         [Sa] Saturday
        *[Su] Sunday
    }
kontakt-hours-day =
    { $day ->
         [Mo] Monday
         [Tu] Tuesday
         [We] Wednesday
         [Th] Thursday
         [Fr] Friday
         [Sa] Saturday
        *[Su] Sunday
    }
kontakt-hours-weekend = Weekends: by appointment
kontakt-emergency-heading = Emergency line
kontakt-emergency-text = Power cut, short circuit or a burning smell? Call us Monday to Friday, 8 am–5 pm – we prioritise emergencies.
