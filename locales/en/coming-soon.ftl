## Coming-soon page (the page title is coming-soon-title in pages.ftl)

coming-soon-heading = Our new online shop is on its way
coming-soon-text = We are building a new website with an online shop, where you can buy the lights, sockets and smart home products we install ourselves – and book an electrician in just a few clicks.
coming-soon-meanwhile = Until then, we're happy to help you by phone.
coming-soon-call = Call { $phone }
coming-soon-countdown-label = Time until opening
coming-soon-days =
    { $count ->
        [one] Day
       *[other] Days
    }
coming-soon-hours =
    { $count ->
        [one] Hour
       *[other] Hours
    }
coming-soon-minutes =
    { $count ->
        [one] Minute
       *[other] Minutes
    }
coming-soon-seconds =
    { $count ->
        [one] Second
       *[other] Seconds
    }
coming-soon-summary = We open in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }, { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } and { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.

coming-soon-password-heading = Do you have a password?
coming-soon-password-intro = Partners and test customers can already take a look at the new site.
coming-soon-password-label = Password
coming-soon-password-required = Enter the password.
coming-soon-submit = Unlock
coming-soon-checking = Checking...
coming-soon-wrong-password = Wrong password
coming-soon-wrong-password-text = Please try again
coming-soon-unlocked = Password accepted
coming-soon-unlocked-text = Welcome – come on in.
coming-soon-unlock-failed = Something went wrong
coming-soon-unlock-failed-text = We couldn't check the password just now. Please try again shortly, or call us on { $phone }.
