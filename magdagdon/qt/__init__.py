"""The Qt adapters of the game screen: thin QObjects that QML sees (``Magdagdon.Backend``).

``session.GameSession`` forwards taps to the presenter and publishes what it computed;
``models`` holds the board's and the dice's rows; ``hints.HintService`` asks the bot (on its
``lane``) for HINT, the risk and the review; ``properties`` is the one idiom by which these
objects show values to QML.
"""
